import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { SellerVerification } from './verification-state';

/** The text fields of a submission; the files travel next to them. */
export interface VerificationFields {
  companyRegistrationNumber: string;
  taxId: string;
  companyName?: string;
  country?: string;
}

export const mineKey = (userId: string) => ['supplier-verifications', 'mine', userId] as const;

export function useMyVerifications(userId: string) {
  return useQuery({
    queryKey: mineKey(userId),
    queryFn: () => unwrap<SellerVerification[]>(api.GET('/api/v1/supplier-verifications/mine')),
  });
}

/** The multipart body identity reads: trimmed text fields (empty optional ones left out), then the files. */
export function verificationFormData(fields: VerificationFields, files: readonly Blob[]): FormData {
  const form = new FormData();
  const text: (keyof VerificationFields)[] = ['companyRegistrationNumber', 'taxId', 'companyName', 'country'];
  for (const name of text) {
    const value = fields[name]?.trim();
    if (value) form.append(name, value);
  }
  for (const file of files) form.append('documents', file);
  return form;
}

export function submitVerification(fields: VerificationFields, files: readonly File[]) {
  const form = verificationFormData(fields, files);
  return unwrap<SellerVerification>(
    api.POST('/api/v1/supplier-verifications', {
      // The generated body types the files as strings (OpenAPI's `format: binary`), so the typed
      // object only vouches for the text fields; what is sent is the FormData built from the same
      // fields plus the File objects. openapi-fetch leaves Content-Type (and its multipart boundary)
      // to the browser for a FormData body, and the client's middleware still adds the token, the
      // language and the refresh-and-retry on 401.
      body: { ...fields, documents: [] },
      bodySerializer: () => form,
    }),
  );
}
