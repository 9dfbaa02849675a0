export function paymentSandboxWanted(env: Record<string, string | undefined>): boolean
