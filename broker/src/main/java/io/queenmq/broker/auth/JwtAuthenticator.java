package io.queenmq.broker.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.OctetKeyPair;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jose.util.Base64URL;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.BadJWTException;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.http.ApiException;
import io.queenmq.broker.http.Authenticator;
import io.queenmq.broker.http.Principal;
import io.queenmq.broker.http.Role;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.text.ParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Date;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Validates bearer tokens (docs/http-api.md §2.9) with nimbus-jose-jwt: signature (HS256 with {@code JWT_SECRET}; RS256,
 * ES256 and EdDSA with {@code JWT_PUBLIC_KEY} or the keys of {@code JWT_JWKS_URL}), then {@code exp}/{@code nbf}/
 * {@code iat} with {@code JWT_CLOCK_SKEW}, {@code iss}, {@code aud}, and maps the role claims to a {@link Role}.
 *
 * <p>Threads: {@link #authenticate} is called on the event loops, concurrently, and never blocks (the keys are a
 * volatile read; a JWKS refresh is handed to the {@code queen-jwks} thread). Built once at start.
 */
public final class JwtAuthenticator implements Authenticator, AutoCloseable {
    static final String AUTHENTICATION_REQUIRED = "Authentication required";
    static final String INSUFFICIENT_PERMISSIONS = "Insufficient permissions";
    /** RFC 7518 §3.2: an HS256 key is at least as long as the hash. */
    private static final int MIN_SECRET_BYTES = 32;

    private final Set<JWSAlgorithm> accepted;
    private final String expected;
    private final MACVerifier secret;
    private final Supplier<List<KeyVerifier>> keys;
    private final JwksKeys jwks;
    private final DefaultJWTClaimsVerifier<SecurityContext> times;
    private final long clockSkewMs;
    private final String issuer;
    private final String audience;
    private final List<String> skipExact = new ArrayList<>();
    private final List<String> skipPrefixes = new ArrayList<>();
    private final String rolesClaim;
    private final String rolesArrayClaim;
    private final String adminRole;
    private final String readWriteRole;
    private final String readOnlyRole;

    private JwtAuthenticator(BrokerConfig config) {
        String algorithm = config.get(Settings.JWT_ALGORITHM);
        String secretText = config.get(Settings.JWT_SECRET);
        String jwksUrl = config.get(Settings.JWT_JWKS_URL).trim();
        String pem = config.get(Settings.JWT_PUBLIC_KEY).trim();
        boolean hs = algorithm.equals("HS256") || (algorithm.equals("auto") && !secretText.isEmpty());
        boolean asymmetric = !algorithm.equals("HS256")
                && (!algorithm.equals("auto") || !jwksUrl.isEmpty() || !pem.isEmpty());
        if (!jwksUrl.isEmpty() && !pem.isEmpty()) {
            throw new ConfigException("Invalid JWT_PUBLIC_KEY: set JWT_JWKS_URL or JWT_PUBLIC_KEY, not both");
        }
        if (hs) {
            byte[] bytes = secretText.getBytes(StandardCharsets.UTF_8);
            if (bytes.length < MIN_SECRET_BYTES) {
                throw new ConfigException("Invalid JWT_SECRET (value not shown: it is a secret): JWT_ALGORITHM="
                        + algorithm + " needs a secret of at least " + MIN_SECRET_BYTES + " bytes, got "
                        + bytes.length);
            }
            try {
                secret = new MACVerifier(bytes);
            } catch (JOSEException e) {
                throw new ConfigException("Invalid JWT_SECRET (value not shown: it is a secret): " + e.getMessage());
            }
        } else {
            secret = null;
        }
        if (asymmetric && jwksUrl.isEmpty() && pem.isEmpty()) {
            throw new ConfigException("Invalid JWT_JWKS_URL: JWT_ALGORITHM=" + algorithm
                    + " needs JWT_JWKS_URL or JWT_PUBLIC_KEY");
        }
        if (!hs && !asymmetric) {
            throw new ConfigException("Invalid JWT_SECRET: JWT_ALGORITHM=auto needs JWT_SECRET, JWT_JWKS_URL or "
                    + "JWT_PUBLIC_KEY");
        }
        if (!jwksUrl.isEmpty() && asymmetric) {
            URI uri = jwksUri(jwksUrl);
            try {
                jwks = new JwksKeys(uri, config.get(Settings.JWT_JWKS_TIMEOUT_MS),
                        config.get(Settings.JWT_JWKS_REFRESH_INTERVAL));
            } catch (IOException e) {
                throw new ConfigException("Invalid JWT_JWKS_URL=\"" + jwksUrl + "\": cannot fetch its key set at "
                        + "start: " + e.getMessage());
            }
            keys = jwks::current;
        } else if (!pem.isEmpty() && asymmetric) {
            jwks = null;
            List<KeyVerifier> fixed = staticKey(pem);
            keys = () -> fixed;
        } else {
            jwks = null;
            keys = List::of;
        }
        Set<JWSAlgorithm> algorithms = new LinkedHashSet<>();
        if (hs) {
            algorithms.add(JWSAlgorithm.HS256);
        }
        if (asymmetric) {
            switch (algorithm) {
                case "RS256" -> algorithms.add(JWSAlgorithm.RS256);
                case "ES256" -> algorithms.add(JWSAlgorithm.ES256);
                case "EdDSA" -> algorithms.addAll(List.of(JWSAlgorithm.EdDSA, JWSAlgorithm.Ed25519));
                default -> algorithms.addAll(List.of(JWSAlgorithm.RS256, JWSAlgorithm.ES256, JWSAlgorithm.EdDSA,
                        JWSAlgorithm.Ed25519));
            }
        }
        accepted = Set.copyOf(algorithms);
        expected = algorithms.stream().map(JWSAlgorithm::getName).collect(Collectors.joining(" or "));
        int skewS = config.get(Settings.JWT_CLOCK_SKEW);
        clockSkewMs = skewS * 1000L;
        times = new DefaultJWTClaimsVerifier<>(null, null);
        times.setMaxClockSkew(skewS);
        issuer = config.get(Settings.JWT_ISSUER);
        audience = config.get(Settings.JWT_AUDIENCE);
        for (String entry : config.get(Settings.JWT_SKIP_PATHS).split(",")) {
            String path = entry.trim();
            if (path.isEmpty()) {
                continue;
            }
            (path.endsWith("/") && path.length() > 1 ? skipPrefixes : skipExact).add(path);
        }
        rolesClaim = config.get(Settings.JWT_ROLES_CLAIM);
        rolesArrayClaim = config.get(Settings.JWT_ROLES_ARRAY_CLAIM);
        adminRole = config.get(Settings.JWT_ROLE_ADMIN);
        readWriteRole = config.get(Settings.JWT_ROLE_READ_WRITE);
        readOnlyRole = config.get(Settings.JWT_ROLE_READ_ONLY);
    }

    /**
     * The authenticator {@code config} asks for, or null when {@code JWT_ENABLED} is not {@code true}. Fetches the
     * JWKS on the calling thread.
     *
     * @throws ConfigException naming the variable when the key material is missing or malformed
     */
    public static JwtAuthenticator fromConfig(BrokerConfig config) {
        return config.get(Settings.JWT_ENABLED) ? new JwtAuthenticator(config) : null;
    }

    /** A description for the start-up log: algorithms and key source, never a secret. */
    public String describe() {
        return "on, accepting " + expected;
    }

    @Override
    public Principal authenticate(String rawPath, String authorization, Role minimum) {
        if (skipped(rawPath)) {
            return null;
        }
        String token = token(authorization);
        if (token == null) {
            throw unauthorized(AUTHENTICATION_REQUIRED);
        }
        SignedJWT jwt;
        JWTClaimsSet claims;
        try {
            jwt = SignedJWT.parse(token);
            claims = jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            throw unauthorized("Token decode error: " + e.getMessage());
        }
        JWSHeader header = jwt.getHeader();
        JWSAlgorithm algorithm = header.getAlgorithm();
        if (!accepted.contains(algorithm)) {
            throw unauthorized("Token uses " + algorithm.getName() + ", expected " + expected);
        }
        if (!verified(jwt, header)) {
            throw unauthorized("Invalid token signature");
        }
        checkClaims(claims);
        Principal principal = new Principal(claims.getSubject(), role(claims));
        if (!principal.allows(minimum)) {
            throw new ApiException(403, INSUFFICIENT_PERMISSIONS);
        }
        return principal;
    }

    private boolean verified(SignedJWT jwt, JWSHeader header) {
        try {
            if (JWSAlgorithm.HS256.equals(header.getAlgorithm())) {
                return jwt.verify(secret);
            }
            String kid = header.getKeyID();
            boolean kidKnown = false;
            for (KeyVerifier key : keys.get()) {
                if (!key.algorithms().contains(header.getAlgorithm())
                        || (jwks != null && kid != null && !kid.equals(key.kid()))) {
                    continue;
                }
                kidKnown = true;
                if (jwt.verify(key.verifier())) {
                    return true;
                }
            }
            if (!kidKnown && jwks != null) {
                jwks.refreshSoon();
                throw unauthorized("Unknown signing key" + (kid == null ? "" : ": kid " + kid));
            }
            return false;
        } catch (JOSEException | IllegalStateException e) {
            return false;
        }
    }

    private void checkClaims(JWTClaimsSet claims) {
        try {
            times.verify(claims, null);
        } catch (BadJWTException e) {
            String message = e.getMessage();
            if (message != null && message.contains("Expired")) {
                throw unauthorized("Token has expired");
            }
            if (message != null && message.contains("before use time")) {
                throw unauthorized("Token is not yet valid");
            }
            throw unauthorized("Invalid token claims: " + message);
        }
        Date issuedAt = claims.getIssueTime();
        if (issuedAt != null && issuedAt.getTime() > System.currentTimeMillis() + clockSkewMs) {
            throw unauthorized("Token issued in the future");
        }
        if (!issuer.isEmpty() && !issuer.equals(claims.getIssuer())) {
            throw unauthorized("Invalid token issuer");
        }
        if (!audience.isEmpty() && (claims.getAudience() == null || !claims.getAudience().contains(audience))) {
            throw unauthorized("Invalid token audience");
        }
    }

    /** The highest role named by the string claim and the array claim, or null when none is known. */
    private Role role(JWTClaimsSet claims) {
        Role best = null;
        Object single = claims.getClaim(rolesClaim);
        if (single instanceof String name) {
            best = higher(best, roleNamed(name));
        }
        Object many = claims.getClaim(rolesArrayClaim);
        if (many instanceof List<?> names) {
            for (Object name : names) {
                if (name instanceof String text) {
                    best = higher(best, roleNamed(text));
                }
            }
        }
        return best;
    }

    private Role roleNamed(String name) {
        if (name.equals(adminRole)) {
            return Role.ADMIN;
        }
        if (name.equals(readWriteRole)) {
            return Role.READ_WRITE;
        }
        return name.equals(readOnlyRole) ? Role.READ_ONLY : null;
    }

    private static Role higher(Role a, Role b) {
        return a == null ? b : b == null ? a : b.covers(a) ? b : a;
    }

    private boolean skipped(String rawPath) {
        if (skipExact.contains(rawPath)) {
            return true;
        }
        for (String prefix : skipPrefixes) {
            if (rawPath.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** {@code Bearer <jwt>} (prefix case-insensitive), or the raw header as the token; null when there is none. */
    static String token(String authorization) {
        if (authorization == null) {
            return null;
        }
        String value = authorization.trim();
        if (value.regionMatches(true, 0, "Bearer ", 0, 7)) {
            value = value.substring(7).trim();
        } else if (value.equalsIgnoreCase("Bearer")) {
            return null; // "Bearer " with its trailing space trimmed away by the client
        }
        return value.isEmpty() ? null : value;
    }

    private static ApiException unauthorized(String message) {
        return new ApiException(401, message);
    }

    private static URI jwksUri(String text) {
        try {
            URI uri = new URI(text);
            if ((!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme()))
                    || uri.getHost() == null) {
                throw new URISyntaxException(text, "not an http(s) URL with a host");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new ConfigException("Invalid JWT_JWKS_URL=\"" + text + "\": " + e.getMessage());
        }
    }

    /** The PEM public key (RSA, EC P-256 or Ed25519) as a verifier; {@code \n} escapes count as line breaks. */
    private static List<KeyVerifier> staticKey(String pemText) {
        String pem = pemText.replace("\\n", "\n");
        try {
            if (!pem.contains("-----BEGIN PUBLIC KEY-----") || !pem.contains("-----END PUBLIC KEY-----")) {
                throw new IllegalArgumentException("expected a -----BEGIN PUBLIC KEY----- block");
            }
            String body = pem.substring(pem.indexOf("-----BEGIN PUBLIC KEY-----") + 26,
                    pem.indexOf("-----END PUBLIC KEY-----")).replaceAll("\\s", "");
            X509EncodedKeySpec spec = new X509EncodedKeySpec(Base64.getDecoder().decode(body));
            JWK jwk = null;
            for (String type : List.of("RSA", "EC", "Ed25519")) {
                PublicKey key;
                try {
                    key = KeyFactory.getInstance(type).generatePublic(spec);
                } catch (Exception e) {
                    continue;
                }
                if (key instanceof RSAPublicKey rsa) {
                    jwk = new RSAKey.Builder(rsa).build();
                } else if (key instanceof ECPublicKey ec) {
                    jwk = new ECKey.Builder(Curve.forECParameterSpec(ec.getParams()), ec).build();
                } else {
                    byte[] encoded = key.getEncoded(); // X.509 SubjectPublicKeyInfo: 12-byte prefix + 32-byte key
                    jwk = new OctetKeyPair.Builder(Curve.Ed25519,
                            Base64URL.encode(Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length))).build();
                }
                break;
            }
            if (jwk == null) {
                throw new IllegalArgumentException("not an RSA, EC or Ed25519 public key");
            }
            List<KeyVerifier> verifiers = KeyVerifier.of(List.of(jwk));
            if (verifiers.isEmpty()) {
                throw new IllegalArgumentException("unsupported key (EC keys must be on P-256)");
            }
            return verifiers;
        } catch (Exception e) {
            throw new ConfigException("Invalid JWT_PUBLIC_KEY: " + e.getMessage());
        }
    }

    @Override
    public void close() {
        if (jwks != null) {
            jwks.close();
        }
    }
}
