package io.queenmq.broker.auth;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.Ed25519Verifier;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.OctetKeyPair;
import com.nimbusds.jose.jwk.RSAKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One public key ready to check signatures: its {@code kid} (null when none), the algorithms it may verify and the
 * Nimbus verifier built once when the key was loaded. Immutable; the verifiers are thread-safe.
 */
record KeyVerifier(String kid, Set<JWSAlgorithm> algorithms, JWSVerifier verifier) {
    /** Verifiers for the RSA, EC P-256 and Ed25519 public keys among {@code keys}; other keys are skipped. */
    static List<KeyVerifier> of(List<JWK> keys) throws JOSEException {
        List<KeyVerifier> out = new ArrayList<>();
        for (JWK key : keys) {
            if (key instanceof RSAKey rsa) {
                out.add(new KeyVerifier(key.getKeyID(), Set.of(JWSAlgorithm.RS256), new RSASSAVerifier(rsa)));
            } else if (key instanceof ECKey ec && Curve.P_256.equals(ec.getCurve())) {
                out.add(new KeyVerifier(key.getKeyID(), Set.of(JWSAlgorithm.ES256), new ECDSAVerifier(ec)));
            } else if (key instanceof OctetKeyPair okp && Curve.Ed25519.equals(okp.getCurve())) {
                out.add(new KeyVerifier(key.getKeyID(), Set.of(JWSAlgorithm.EdDSA, JWSAlgorithm.Ed25519),
                        new Ed25519Verifier(okp.toPublicJWK())));
            }
        }
        return List.copyOf(out);
    }
}
