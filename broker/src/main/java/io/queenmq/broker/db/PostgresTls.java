package io.queenmq.broker.db;

import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.ConfigException;
import io.queenmq.broker.config.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * TLS between the broker and PostgreSQL, as pgjdbc's {@code sslmode} and {@code sslrootcert}. Verification means
 * verify-full: the server's certificate must chain to {@code PG_SSL_ROOT_CERT} and name the host connected to.
 *
 * @param mode pgjdbc's {@code sslmode}: disable, require (encrypted, not verified) or verify-full
 * @param rootCert the CA file verify-full checks against; empty otherwise
 */
public record PostgresTls(String mode, String rootCert) {
    /** No TLS: the embedded server, and PG_USE_SSL=false. */
    public static final PostgresTls OFF = new PostgresTls("disable", "");

    /**
     * {@code PG_USE_SSL}, {@code PG_SSL_REJECT_UNAUTHORIZED} and {@code PG_SSL_ROOT_CERT}, checked together.
     *
     * @throws ConfigException naming the setting, when verification is asked for without a readable CA file
     */
    public static PostgresTls from(BrokerConfig config) {
        String rootCert = config.get(Settings.PG_SSL_ROOT_CERT);
        if (!config.get(Settings.PG_USE_SSL)) {
            return OFF;
        }
        if (!config.get(Settings.PG_SSL_REJECT_UNAUTHORIZED)) {
            return new PostgresTls("require", "");
        }
        if (rootCert.isEmpty()) {
            throw new ConfigException("PG_SSL_REJECT_UNAUTHORIZED=true verifies PostgreSQL's certificate and needs "
                    + "PG_SSL_ROOT_CERT (the CA file); set PG_SSL_REJECT_UNAUTHORIZED=false to encrypt without verifying");
        }
        if (!Files.isReadable(Path.of(rootCert))) {
            throw new ConfigException("PG_SSL_ROOT_CERT=" + rootCert + " is not a readable file");
        }
        return new PostgresTls("verify-full", rootCert);
    }

    /** The connection properties pgjdbc reads. */
    Map<String, String> properties() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("sslmode", mode);
        if (!rootCert.isEmpty()) {
            properties.put("sslrootcert", rootCert);
        }
        return properties;
    }

    public boolean verifies() {
        return mode.equals("verify-full");
    }
}
