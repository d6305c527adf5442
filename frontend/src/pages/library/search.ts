/** Case-insensitive match of the search text against a record's name or description. */
export function matchesSearch(record: { name?: string | null; description?: string | null }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (record.name ?? '').toLowerCase().includes(needle) || (record.description ?? '').toLowerCase().includes(needle);
}
