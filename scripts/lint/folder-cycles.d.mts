/** The circles among the entries of `folder`: each a list of entry names. */
export function folderCircles(folder: string, aliasRoot?: string): string[][];
/** Every folder under `root` (itself included). */
export function foldersUnder(root: string): string[];
