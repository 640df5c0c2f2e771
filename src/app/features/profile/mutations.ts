import { useMutation, useQueryClient } from '@tanstack/react-query';
import SparkMD5 from 'spark-md5';
import type { StoredFile } from '../../../shared/contracts/files.ts';
import { modifyPassword, setAvatar, setMajor, updateBaseInfo, type BaseInfoChange } from '../../../shared/contracts/profile.ts';
import { call } from '../../api/client.ts';
import { profileKeys } from './queries.ts';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function useModifyPassword() {
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (change: PasswordChange) => call(modifyPassword, { body: { ...change, oldPassword: SparkMD5.hash(change.oldPassword) } }),
  });
}

export function useUpdateBaseInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (body: BaseInfoChange) => call(updateBaseInfo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export function useSetMajor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { majorType: 'Organize' | 'Position'; majorId: string }) => call(setMajor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** Uploads the chosen picture with `upload` (the route hands in the uploads' call) and makes it the avatar. */
export function useSetAvatar(upload: (file: File) => Promise<StoredFile>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: async (file: File) => call(setAvatar, { params: { name: (await upload(file)).name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
