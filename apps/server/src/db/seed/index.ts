export async function seedIfEmpty(..._a: unknown[]): Promise<null | { customer: { email: string; password: string }; admin: { email: string; password: string } }> { return null; }
