package io.queenmq.broker.auth;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Lifecycle;
import io.queenmq.broker.http.Router;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Authentication (JWT, {@code JWT_*}): guards every route with its minimum role when {@code JWT_ENABLED} is true.
 * Built before anything else, so that a bad key refuses to start before the database is touched; it
 * guards routes whichever feature adds them, before or after it.
 */
public final class AuthFeature implements Feature {
    private static final Logger log = LoggerFactory.getLogger(AuthFeature.class);

    private final JwtAuthenticator authenticator;

    /** Fetches the JWKS, if one is configured, on the calling thread. */
    public AuthFeature(BrokerConfig config, Lifecycle lifecycle) {
        authenticator = JwtAuthenticator.fromConfig(config);
        if (authenticator != null) {
            lifecycle.own(authenticator);
        }
        log.info("JWT auth: {}", authenticator == null ? "off (JWT_ENABLED is not true): every route is open"
                : authenticator.describe());
    }

    /** Every route of {@code router}, whenever added, asks the authenticator (none when auth is off). */
    @Override
    public void register(Router router) {
        router.authenticateWith(authenticator);
    }
}
