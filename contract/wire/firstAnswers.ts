// The decoders of the answers a session starts with (log-in, registration, token refresh, profile): one chunk, loaded on first use (contract/wire/load.ts).
export { decodeLogin, decodeRegister, decodeTokenRefresh } from './auth.js';
export { decodeProfile } from './profile.js';
