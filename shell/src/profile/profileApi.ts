/** Every request of the profile page, as TanStack Query mutations; the page says what happens next (its callbacks). */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, type Schemas } from '@festival/api-client';
import { isLanguageCode } from '@festival/i18n';

type Callbacks<Data, Variables> = Pick<UseMutationOptions<Data, Error, Variables>, 'onSuccess' | 'onError'>;
type User = Schemas['UserDto'];

export function useUploadPicture(callbacks: Callbacks<User, File>) {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const { data } = await api.POST('/api/profile/picture', {
        // multipart: openapi-fetch must not JSON-encode the body
        body: body as unknown as Schemas['ImageUploadDto'],
        bodySerializer: (b) => b as unknown as FormData,
      });
      return data!.user;
    },
    ...callbacks,
  });
}

export function useRemovePicture(callbacks: Callbacks<User, void>) {
  return useMutation({ mutationFn: async () => (await api.DELETE('/api/profile/picture')).data!.user, ...callbacks });
}

export interface DetailsValues {
  prenom: string;
  nom: string;
  pseudo: string;
  phone: string;
  preferredLanguage: string;
}

/** Sends the details trimmed; a language that is not one of the 13 is left as it was. */
export function useUpdateProfile(callbacks: Callbacks<User, DetailsValues>) {
  return useMutation({
    mutationFn: async (values: DetailsValues) => {
      const body: Schemas['UpdateProfileDto'] = {
        prenom: values.prenom.trim(),
        nom: values.nom.trim(),
        pseudo: values.pseudo.trim(),
        phone: values.phone.trim(),
        ...(isLanguageCode(values.preferredLanguage) ? { preferredLanguage: values.preferredLanguage } : {}),
      };
      return (await api.PATCH('/api/profile', { body })).data!.user;
    },
    ...callbacks,
  });
}

export function useChangePassword(callbacks: Callbacks<void, { currentPassword: string; newPassword: string }>) {
  return useMutation({
    mutationFn: async (values: { currentPassword: string; newPassword: string }) => {
      await api.POST('/api/profile/password', { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
    },
    ...callbacks,
  });
}
