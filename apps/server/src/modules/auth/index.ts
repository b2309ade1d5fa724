export { createAuthRepository } from './auth.repository';
