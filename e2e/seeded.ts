/**
 * The members e2e/seed.ts makes before the journeys' server starts: what only an operator, or
 * time, can make. Journeys sign in as them with the journeys' password.
 */
export const SEEDED_ADMIN = 'e2e_admin_seeded';
/** Members whose accounts are three days old: their reports count toward hiding (over a day old). */
export const ESTABLISHED_MEMBERS = ['e2e_established_1', 'e2e_established_2', 'e2e_established_3'] as const;
export const SEEDED_PASSWORD = 'Sunny-Day42';
