import { useMutation } from '@tanstack/react-query';
import SparkMD5 from 'spark-md5';
import { modifyPassword } from '../../../shared/contracts/users-current.ts';
import { call } from '../../api/client.ts';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export function useModifyPassword() {
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (change: PasswordChange) =>
      call(modifyPassword, { body: { ...change, oldPassword: SparkMD5.hash(change.oldPassword) } }),
  });
}
