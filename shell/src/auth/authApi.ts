/** Every request of the sign-in pages, as TanStack Query mutations; each page says what happens next (its callbacks). */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';

type Callbacks<Data, Variables> = Pick<UseMutationOptions<Data, Error, Variables>, 'onSuccess' | 'onError'>;

export interface LoginValues {
  identifier: string;
  password: string;
  rememberMe: boolean;
}

export function useLogin(callbacks: Callbacks<Schemas['UserDto'], LoginValues>) {
  return useMutation({
    mutationFn: async (values: LoginValues) => {
      const { data } = await api.POST('/api/auth/login', { body: { ...values, identifier: values.identifier.trim() } });
      return data!.user;
    },
    ...callbacks,
  });
}

/** Registers (trimmed); answers the e-mail address the code was sent to. */
export function useRegister(callbacks: Callbacks<string, Schemas['RegisterDto']>) {
  return useMutation({
    mutationFn: async (values: Schemas['RegisterDto']) => {
      const body = { ...values, email: values.email.trim(), pseudo: values.pseudo.trim(), prenom: values.prenom.trim(), nom: values.nom.trim() };
      await api.POST('/api/auth/register', { body });
      return body.email;
    },
    ...callbacks,
  });
}

export function useForgotPassword(callbacks: Callbacks<void, string>) {
  return useMutation({
    mutationFn: async (email: string) => {
      await api.POST('/api/auth/forgot-password', { body: { email } });
    },
    ...callbacks,
  });
}

export function useResetPassword(token: string, callbacks: Callbacks<void, string>) {
  return useMutation({
    mutationFn: async (password: string) => {
      await api.POST('/api/auth/reset-password', { body: { token, password } });
    },
    ...callbacks,
  });
}

export function useVerifyEmail(email: string, callbacks: Callbacks<Schemas['UserDto'], string>) {
  return useMutation({
    mutationFn: async (code: string) => (await api.POST('/api/auth/verify-email', { body: { email: email.trim(), code } })).data!.user,
    ...callbacks,
  });
}

export function useResendVerification(email: string, callbacks: Callbacks<void, void>) {
  return useMutation({
    mutationFn: async () => {
      await api.POST('/api/auth/resend-verification', { body: { email: email.trim() } });
    },
    ...callbacks,
  });
}
