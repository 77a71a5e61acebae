/**
 * JWT authentication and roles (docs/http-api.md §2.9; its settings in docs/configuration.md): {@link io.queenmq.broker.auth.JwtAuthenticator}
 * validates bearer tokens with nimbus-jose-jwt and maps their role claims to a {@link io.queenmq.broker.http.Role}.
 * No Netty and no JDBC here: the HTTP layer calls the authenticator through {@link
 * io.queenmq.broker.http.Authenticator} with the matched route's minimum role (from {@code api/RouteRoles}).
 *
 * <p>Threading: {@code authenticate} runs on the event loops and never blocks. Keys of a JWKS URL are fetched by
 * the {@code queen-jwks} thread only: once at start (the broker refuses to start if that fails), then every
 * {@code JWT_JWKS_REFRESH_INTERVAL}, and at once when a token names an unknown {@code kid}; that token is answered
 * 401 {@code Unknown signing key} while the refresh runs (at most one refresh per second), and a retry after it
 * succeeds.
 */
package io.queenmq.broker.auth;
