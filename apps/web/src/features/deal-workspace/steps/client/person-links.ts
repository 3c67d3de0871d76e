/**
 * The social-network searches of a person an underwriter opens from the client step (001 §2.2, §6): VK and OK by first
 * name, surname and birth date. The documents do not show the URLs' shape; these are the sites' public search pages.
 * The bailiffs' search comes from the server (`get-link-fssp`, see `fsspLinkQuery`).
 */
export interface PersonForSearch {
  firstName?: string | null;
  surName?: string | null;
  middleName?: string | null;
  /** yyyy-MM-dd */
  birthDate?: string | null;
}

export interface PersonLink {
  label: string;
  href: string;
}

function birthParts(birthDate: string | null | undefined) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate ?? '');
  return match
    ? {
        year: match[1]!,
        month: String(Number(match[2])),
        day: String(Number(match[3])),
      }
    : null;
}

/** The social-network searches (VK, OK); none without a name. */
export function socialSearchLinks(person: PersonForSearch): PersonLink[] {
  const name = [person.firstName, person.surName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (!name) return [];
  const birth = birthParts(person.birthDate);
  const vk = new URLSearchParams({ 'c[section]': 'people', 'c[q]': name });
  const ok = new URLSearchParams({ 'st.mode': 'Users', 'st.query': name });
  if (birth) {
    vk.set('c[bday]', birth.day);
    vk.set('c[bmonth]', birth.month);
    vk.set('c[byear]', birth.year);
    ok.set('st.bthDay', birth.day);
    ok.set('st.bthMonth', birth.month);
    ok.set('st.bthYear', birth.year);
  }
  return [
    { label: 'ВКонтакте', href: `https://vk.com/search?${vk.toString()}` },
    { label: 'Одноклассники', href: `https://ok.ru/search?${ok.toString()}` },
  ];
}
