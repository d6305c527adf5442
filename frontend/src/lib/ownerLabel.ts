/**
 * An owner picker's option text: the employee's name, marked when the employee has an account and
 * can sign in (DESIGN decision 20), so whoever assigns work sees who will be able to report on it.
 */
export const CAN_SIGN_IN = 'can sign in';

export function ownerLabel(employee: { name: string; userId?: string | null }): string {
  return employee.userId ? `${employee.name} · ${CAN_SIGN_IN}` : employee.name;
}

/** What the owner field shows once an owner is picked: the name alone (the marker is for the list). */
export function ownerInputText(employee: { name: string }): string {
  return employee.name;
}
