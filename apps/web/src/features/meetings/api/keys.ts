/** The meetings' query keys: the list with the decision history, and each meeting. */
export const meetingKeys = {
  all: () => ['meetings'] as const,
  one: (id: number) => ['meetings', id] as const,
  settings: () => ['meeting-settings'] as const,
  improvements: () => ['meetings', 'improvements'] as const,
};
