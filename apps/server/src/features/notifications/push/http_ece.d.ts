declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type TEceParams = {
    version?: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    salt?: string | Buffer;
    rs?: number;
    keyid?: string | Buffer;
  };
  export function decrypt(buffer: Buffer, params: TEceParams): Buffer;
  export function encrypt(buffer: Buffer, params: TEceParams): Buffer;
  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
