/** Table cells found by their column header's name, as a screen reader announces them. */
import type { Locator } from "@playwright/test";

/** The 0-based position of the column whose header is `name` in `table`. */
export async function columnIndex(table: Locator, name: string): Promise<number> {
  const headers = (await table.getByRole("columnheader").allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(name);
  if (index === -1) throw new Error(`no column "${name}" among: ${headers.join(", ")}`);
  return index;
}

/** A function giving a row's cell in the column whose header is `name`. */
export async function cellOfColumn(table: Locator, name: string) {
  const index = await columnIndex(table, name);
  return (row: Locator) => row.getByRole("cell").nth(index);
}
