// The signed-in admin as admin/me.php answers it in the console's tests: the owner (every area of the console), or
// someone of another staff role (only their role's areas).
import { ROLE_AREAS, type StaffRole } from '@shop/contract';

export const meAs = (staffRole: StaffRole) => ({
  status: true as const,
  msg: 'Success',
  data: { id: 1, name: 'Store Manager', email: 'admin@example.com', staff_role: staffRole, areas: [...ROLE_AREAS[staffRole]] },
});

export const ME = meAs('owner');
