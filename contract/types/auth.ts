// Log-in and registration requests and answers (JWT access and refresh tokens).

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  access: string;
  refresh: string;
  role: string;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  role: 'vet';
  terms_accepted: boolean;
}

export interface RegisterResponse {
  access: string;
  refresh: string;
}

/** POST token/refresh/. */
export interface TokenRefreshRequest {
  refresh: string;
}

/** An answer that only says what was done (cancel an order, log out everywhere). */
export interface MessageResponse {
  message: string;
}
