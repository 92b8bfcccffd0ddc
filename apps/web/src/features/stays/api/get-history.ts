export interface DecisionsFilter {
  member: number | null;
  year: number | null;
  page: number;
}
