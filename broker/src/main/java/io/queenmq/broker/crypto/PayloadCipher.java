package io.queenmq.broker.crypto;

import com.fasterxml.jackson.databind.JsonNode;
import io.queenmq.broker.util.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-256-GCM over a payload's JSON text, in the stored form upstream Queen writes (docs/semantics.md §15):
 * {@code {"encrypted": base64 ciphertext, "iv": base64 of 16 random bytes, "authTag": base64 16-byte tag}}, no
 * additional authenticated data. Upstream hands a 16-byte IV to OpenSSL without setting the IV length, so GCM's
 * default 12-byte nonce applies: the nonce is the IV's first 12 bytes and the other 4 are carried but unused. We
 * write the same, so rows are readable by either broker. Thread-safe.
 */
public final class PayloadCipher {
    public static final int KEY_BYTES = 32;
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_BYTES = 16;
    private static final int NONCE_BYTES = 12;
    private static final int TAG_BYTES = 16;

    private final SecretKeySpec key;
    private final SecureRandom random = new SecureRandom();

    public PayloadCipher(byte[] key) {
        if (key.length != KEY_BYTES) {
            throw new IllegalArgumentException("AES-256 needs a " + KEY_BYTES + "-byte key, got " + key.length);
        }
        this.key = new SecretKeySpec(key, "AES");
    }

    /** The stored form of {@code plaintextJson}, itself JSON text; a fresh IV every call. */
    public String seal(String plaintextJson) {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        byte[] sealed;
        try {
            Cipher cipher = Cipher.getInstance(TRANSFORMATION);
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, iv, 0, NONCE_BYTES));
            sealed = cipher.doFinal(plaintextJson.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            // AES-GCM is mandatory in every JDK, and encryption has no data-dependent failure.
            throw new IllegalStateException("AES-GCM unavailable", e);
        }
        // The JDK appends the tag to the ciphertext; the stored form keeps them apart.
        int textBytes = sealed.length - TAG_BYTES;
        Base64.Encoder base64 = Base64.getEncoder();
        return "{\"encrypted\":\"" + base64.encodeToString(Arrays.copyOf(sealed, textBytes))
                + "\",\"iv\":\"" + base64.encodeToString(iv)
                + "\",\"authTag\":\"" + base64.encodeToString(Arrays.copyOfRange(sealed, textBytes, sealed.length))
                + "\"}";
    }

    /**
     * The JSON text sealed in {@code storedJson}. A 12-byte IV is accepted as well (a writer that set the nonce
     * length itself).
     *
     * @throws GeneralSecurityException when the tag does not verify (another key, altered data) or the stored form
     *     is not the object described above
     */
    public String open(String storedJson) throws GeneralSecurityException {
        JsonNode stored;
        try {
            stored = JsonMapper.shared().readTree(storedJson);
        } catch (IOException e) {
            throw new GeneralSecurityException("stored payload is not JSON");
        }
        byte[] text = field(stored, "encrypted");
        byte[] iv = field(stored, "iv");
        byte[] tag = field(stored, "authTag");
        if (iv.length < NONCE_BYTES || tag.length != TAG_BYTES) {
            throw new GeneralSecurityException("stored payload has a " + iv.length + "-byte iv and a " + tag.length
                    + "-byte authTag (expected at least " + NONCE_BYTES + " and " + TAG_BYTES + ")");
        }
        byte[] sealed = Arrays.copyOf(text, text.length + TAG_BYTES);
        System.arraycopy(tag, 0, sealed, text.length, TAG_BYTES);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, iv, 0, NONCE_BYTES));
        return new String(cipher.doFinal(sealed), StandardCharsets.UTF_8);
    }

    private static byte[] field(JsonNode stored, String name) throws GeneralSecurityException {
        JsonNode value = stored.get(name);
        if (value == null || !value.isTextual()) {
            throw new GeneralSecurityException("stored payload has no base64 string " + name);
        }
        try {
            return Base64.getDecoder().decode(value.textValue());
        } catch (IllegalArgumentException e) {
            throw new GeneralSecurityException("stored payload's " + name + " is not base64");
        }
    }
}
