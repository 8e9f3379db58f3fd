/*
 * Who works for the company: the roles that open the staff screens and the staff API. Without zod,
 * so the PWA's layout (the staff link) can ask on the first paint. The one staff-role test.
 */

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a user's role is a staff one (staff or admin), not a customer's. */
export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  role !== null && role !== undefined && (STAFF_ROLES as readonly string[]).includes(role);
