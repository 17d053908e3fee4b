/** identity's roles (users/user.entity.ts ROLES), labelled in the console's language. */
export const ROLES = ['buyer', 'seller', 'both', 'admin', 'analyst'] as const;

export const roleChoices = ROLES.map((id) => ({ id, name: `app.role.${id}` }));
