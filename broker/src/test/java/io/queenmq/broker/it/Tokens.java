package io.queenmq.broker.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSSigner;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Date;
import java.util.Map;

/** Mints test tokens with Nimbus signers and sends requests carrying them. */
final class Tokens {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Tokens() {}

    /** Claims valid for ten minutes, with {@code sub}, and {@code extra} added (a null value leaves a claim out). */
    static JWTClaimsSet claims(String subject, Map<String, Object> extra) {
        JWTClaimsSet.Builder builder = new JWTClaimsSet.Builder().subject(subject)
                .issueTime(new Date()).expirationTime(new Date(System.currentTimeMillis() + 600_000));
        extra.forEach(builder::claim);
        return builder.build();
    }

    static String sign(JWSSigner signer, JWSAlgorithm algorithm, String kid, JWTClaimsSet claims) {
        try {
            SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(algorithm).keyID(kid).build(), claims);
            jwt.sign(signer);
            return jwt.serialize();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static String hs256(String secret, JWTClaimsSet claims) {
        try {
            return sign(new MACSigner(secret.getBytes(java.nio.charset.StandardCharsets.UTF_8)), JWSAlgorithm.HS256,
                    null, claims);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    record Reply(int status, String text) {
        JsonNode json() {
            return Api.parse(text);
        }

        String error() {
            return json().get("error").asText();
        }
    }

    /** {@code method} on {@code baseUrl + path} with {@code Authorization: Bearer token} (none when null). */
    static Reply send(String baseUrl, String method, String path, String token, String body) {
        return sendAuthorization(baseUrl, method, path, token == null ? null : "Bearer " + token, body);
    }

    /** {@code method} on {@code baseUrl + path} with the {@code Authorization} header as given (none when null). */
    static Reply sendAuthorization(String baseUrl, String method, String path, String authorization, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            builder.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            builder.header("Authorization", authorization);
        }
        try {
            HttpResponse<String> response = HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body());
        } catch (Exception e) {
            throw new IllegalStateException(method + " " + path + " failed", e);
        }
    }
}
