/**
 * An owner picker's option text: the employee's name, marked when the employee has an account and
 * can sign in (DESIGN decision 20), so whoever assigns work sees who will be able to report on it.
 */
export const CAN_SIGN_IN = 'can sign in';

export function ownerLabel(employee: { name: string; userId?: string | null }): string {
  return employee.userId ? `${employee.name} · ${CAN_SIGN_IN}` : employee.name;
}
