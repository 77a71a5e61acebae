package io.queenmq.broker.http;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLException;

/**
 * The server's TLS context from {@code QUEEN_TLS_CERT} and {@code QUEEN_TLS_KEY} (PEM files), on the JDK's TLS
 * provider (no OpenSSL). Every problem is a {@link ConfigException} naming the variable, raised before anything else
 * of the broker starts. Called once at start, from one thread.
 */
public final class ServerTls {
    private static final Pattern PRIVATE_KEY_PEM = Pattern.compile(
            "-----BEGIN PRIVATE KEY-----([A-Za-z0-9+/=\\s]+)-----END PRIVATE KEY-----");
    /** Key algorithms tried on a PKCS#8 key, and the signature that proves it belongs to the certificate. */
    private static final List<String[]> KEY_ALGORITHMS = List.of(
            new String[] {"RSA", "SHA256withRSA"}, new String[] {"EC", "SHA256withECDSA"});

    private ServerTls() {
    }

    /**
     * The TLS context, or null when neither variable is set (plain HTTP).
     *
     * @throws ConfigException when only one is set, a file is unreadable, its PEM is malformed, or the key does not
     *                         belong to the certificate
     */
    public static SslContext fromConfig(BrokerConfig config) {
        String certPath = config.get(Settings.QUEEN_TLS_CERT).trim();
        String keyPath = config.get(Settings.QUEEN_TLS_KEY).trim();
        if (certPath.isEmpty() && keyPath.isEmpty()) {
            return null;
        }
        if (certPath.isEmpty()) {
            throw new ConfigException("Missing QUEEN_TLS_CERT: QUEEN_TLS_KEY is set, TLS needs both (or neither)");
        }
        if (keyPath.isEmpty()) {
            throw new ConfigException("Missing QUEEN_TLS_KEY: QUEEN_TLS_CERT is set, TLS needs both (or neither)");
        }
        X509Certificate[] chain = readCertificates(Path.of(certPath));
        PrivateKey key = readPrivateKey(Path.of(keyPath));
        checkKeyMatches(key, chain[0], certPath, keyPath);
        try {
            return SslContextBuilder.forServer(key, chain).sslProvider(SslProvider.JDK).build();
        } catch (SSLException | IllegalArgumentException e) {
            throw new ConfigException("Invalid QUEEN_TLS_CERT=\"" + certPath + "\" / QUEEN_TLS_KEY=\"" + keyPath
                    + "\": cannot build a TLS context: " + e.getMessage());
        }
    }

    /** One line for the start log. */
    public static String describe(BrokerConfig config, SslContext context) {
        return context == null
                ? "off (QUEEN_TLS_CERT and QUEEN_TLS_KEY unset): plain HTTP"
                : "on, HTTPS only (QUEEN_TLS_CERT=" + config.get(Settings.QUEEN_TLS_CERT) + ", QUEEN_TLS_KEY="
                        + config.get(Settings.QUEEN_TLS_KEY) + ", JDK provider)";
    }

    private static X509Certificate[] readCertificates(Path file) {
        byte[] bytes = read(file, "QUEEN_TLS_CERT");
        Collection<? extends Certificate> certificates;
        try {
            certificates = CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(bytes));
        } catch (GeneralSecurityException e) {
            throw new ConfigException("Invalid QUEEN_TLS_CERT=\"" + file + "\": not a PEM certificate chain ("
                    + e.getMessage() + ")");
        }
        if (certificates.isEmpty()) {
            throw new ConfigException("Invalid QUEEN_TLS_CERT=\"" + file
                    + "\": no certificate in it (expected -----BEGIN CERTIFICATE-----)");
        }
        return certificates.toArray(new X509Certificate[0]);
    }

    private static PrivateKey readPrivateKey(Path file) {
        String text = new String(read(file, "QUEEN_TLS_KEY"), StandardCharsets.US_ASCII);
        Matcher pem = PRIVATE_KEY_PEM.matcher(text);
        if (!pem.find()) {
            String found = text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") ? "an encrypted key"
                    : text.contains("PRIVATE KEY-----") ? "a key in another format (PKCS#1 or SEC1)"
                    : "no PEM private key";
            throw new ConfigException("Invalid QUEEN_TLS_KEY=\"" + file + "\": " + found + "; expected an "
                    + "unencrypted PKCS#8 -----BEGIN PRIVATE KEY----- (convert with: openssl pkcs8 -topk8 -nocrypt "
                    + "-in key.pem -out key.pk8.pem)");
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(pem.group(1));
        } catch (IllegalArgumentException e) {
            throw new ConfigException("Invalid QUEEN_TLS_KEY=\"" + file + "\": malformed base64 in the PEM");
        }
        for (String[] algorithm : KEY_ALGORITHMS) {
            try {
                return KeyFactory.getInstance(algorithm[0]).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (GeneralSecurityException e) {
                // try the next algorithm
            }
        }
        throw new ConfigException("Invalid QUEEN_TLS_KEY=\"" + file + "\": not a readable RSA or EC PKCS#8 key");
    }

    /** Signs with the key and verifies with the certificate, so a key of another certificate refuses to start. */
    private static void checkKeyMatches(PrivateKey key, X509Certificate certificate, String certPath, String keyPath) {
        PublicKey publicKey = certificate.getPublicKey();
        if (!publicKey.getAlgorithm().equals(key.getAlgorithm())) {
            throw new ConfigException("Invalid QUEEN_TLS_KEY=\"" + keyPath + "\": its key type is "
                    + key.getAlgorithm() + ", the first certificate of QUEEN_TLS_CERT=\"" + certPath + "\" holds "
                    + publicKey.getAlgorithm());
        }
        String signatureAlgorithm = KEY_ALGORITHMS.stream().filter(a -> a[0].equals(key.getAlgorithm()))
                .map(a -> a[1]).findFirst().orElseThrow();
        byte[] probe = "queen-tls-key-check".getBytes(StandardCharsets.US_ASCII);
        boolean matches;
        try {
            Signature signer = Signature.getInstance(signatureAlgorithm);
            signer.initSign(key);
            signer.update(probe);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(signatureAlgorithm);
            verifier.initVerify(publicKey);
            verifier.update(probe);
            matches = verifier.verify(signature);
        } catch (GeneralSecurityException e) {
            matches = false;
        }
        if (!matches) {
            throw new ConfigException("Invalid QUEEN_TLS_KEY=\"" + keyPath
                    + "\": not the private key of the first certificate of QUEEN_TLS_CERT=\"" + certPath + "\"");
        }
    }

    private static byte[] read(Path file, String variable) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException | SecurityException e) {
            throw new ConfigException("Invalid " + variable + "=\"" + file + "\": cannot read the file ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
        }
    }
}
