/**
 * What every layer may know of the signed-in caller (`req.user`): passport puts the users row there,
 * mapped to the users module's entity, which has these fields and more. Handlers get the full user
 * through `@CurrentUser()`.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: number;
      isGlobalAdmin: boolean;
      preferredLanguage: string;
    }
  }
}

export {};
