/** 'Смирнова Ольга Викторовна' → 'Смирнова О. В.'; a lone surname stays as it is. */
export function formatFioShort(fio: string | null | undefined): string {
  const [surname, ...rest] = (fio ?? '').trim().split(/\s+/).filter(Boolean);
  if (!surname) return '';
  const initials = rest.map((part) => `${part.charAt(0).toLocaleUpperCase('ru-RU')}.`);
  return [surname, ...initials].join(' ');
}
