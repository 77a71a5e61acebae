package io.queenmq.broker.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class PayloadCipherTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final byte[] KEY = HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f"
            + "101112131415161718191a1b1c1d1e1f");
    private final PayloadCipher cipher = new PayloadCipher(KEY);

    @Test
    void openingASealedPayloadGivesBackItsExactJsonText() throws Exception {
        List<String> payloads = List.of(
                "{\"orderId\":7,\"lines\":[{\"sku\":\"A-1\",\"qty\":2}],\"paid\":true}",
                "[1,\"two\",null,{\"three\":3.5}]",
                "null",
                "\"héllo wörld ✓ 日本語 😀\"",
                "{}",
                "{\"blob\":\"" + "x".repeat(1 << 20) + "\"}");
        for (String payload : payloads) {
            assertThat(cipher.open(cipher.seal(payload))).isEqualTo(payload);
        }
    }

    @Test
    void theStoredFormIsUpstreamsObjectWithA16ByteIvAndA16ByteTag() throws Exception {
        String plaintext = "{\"card\":\"4111-1111-1111-1111\"}";

        JsonNode stored = JSON.readTree(cipher.seal(plaintext));

        List<String> fields = new ArrayList<>();
        stored.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("encrypted", "iv", "authTag");
        Base64.Decoder base64 = Base64.getDecoder();
        assertThat(base64.decode(stored.get("iv").asText())).hasSize(16);
        assertThat(base64.decode(stored.get("authTag").asText())).hasSize(16);
        // GCM is a stream mode: the ciphertext is as long as the UTF-8 plaintext.
        assertThat(base64.decode(stored.get("encrypted").asText())).hasSize(plaintext.length());
        assertThat(stored.toString()).doesNotContain("4111");
    }

    @Test
    void everySealUsesAFreshIv() throws Exception {
        JsonNode first = JSON.readTree(cipher.seal("{\"same\":true}"));
        JsonNode second = JSON.readTree(cipher.seal("{\"same\":true}"));

        assertThat(first.get("iv")).isNotEqualTo(second.get("iv"));
        assertThat(first.get("encrypted")).isNotEqualTo(second.get("encrypted"));
    }

    /**
     * NIST GCM test case 14 (AES-256, zero key, zero 96-bit IV, one zero block). Stored with a 16-byte IV whose
     * last 4 bytes are not zero, it opens all the same: the nonce is the IV's first 12 bytes, as with upstream's
     * OpenSSL default, so rows written by upstream Queen are readable.
     */
    @Test
    void theNonceIsTheFirstTwelveBytesOfTheIvAsWithOpenSslsDefault() throws Exception {
        PayloadCipher zeroKey = new PayloadCipher(new byte[32]);
        Base64.Encoder base64 = Base64.getEncoder();
        byte[] iv = HexFormat.of().parseHex("000000000000000000000000ffffffff");
        String stored = "{\"encrypted\":\"" + base64.encodeToString(HexFormat.of().parseHex(
                "cea7403d4d606b6e074ec5d3baf39d18")) + "\",\"iv\":\"" + base64.encodeToString(iv)
                + "\",\"authTag\":\"" + base64.encodeToString(HexFormat.of().parseHex(
                "d0d1c8a799996bf0265b98b5d48ab919")) + "\"}";

        assertThat(zeroKey.open(stored)).isEqualTo("\0".repeat(16));
    }

    @Test
    void aTwelveByteIvIsAcceptedToo() throws Exception {
        PayloadCipher zeroKey = new PayloadCipher(new byte[32]);
        String stored = "{\"iv\": \"" + Base64.getEncoder().encodeToString(new byte[12])
                + "\", \"authTag\": \"" + Base64.getEncoder().encodeToString(HexFormat.of().parseHex(
                "530f8afbc74536b9a963b4f1c4cb738b")) + "\", \"encrypted\": \"\"}";

        assertThat(zeroKey.open(stored)).isEmpty();
    }

    @Test
    void anotherKeyCannotOpenIt() {
        String stored = cipher.seal("{\"secret\":1}");
        byte[] otherKey = KEY.clone();
        otherKey[0] ^= 1;

        assertThatThrownBy(() -> new PayloadCipher(otherKey).open(stored)).isInstanceOf(AEADBadTagException.class);
    }

    @Test
    void anAlteredCiphertextIsDetected() throws Exception {
        JsonNode stored = JSON.readTree(cipher.seal("{\"amount\":100}"));
        byte[] text = Base64.getDecoder().decode(stored.get("encrypted").asText());
        text[text.length - 2] ^= 1;
        String altered = "{\"encrypted\":\"" + Base64.getEncoder().encodeToString(text) + "\",\"iv\":"
                + stored.get("iv") + ",\"authTag\":" + stored.get("authTag") + "}";

        assertThatThrownBy(() -> cipher.open(altered)).isInstanceOf(AEADBadTagException.class);
    }

    @Test
    void somethingThatIsNotTheStoredFormIsRefusedWithWhatIsWrong() {
        String tag = Base64.getEncoder().encodeToString(new byte[16]);
        assertThatThrownBy(() -> cipher.open("{\"orderId\":7}"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("encrypted");
        assertThatThrownBy(() -> cipher.open("[1,2]"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("encrypted");
        assertThatThrownBy(() -> cipher.open("not json"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("not JSON");
        assertThatThrownBy(() -> cipher.open("{\"encrypted\":\"AA==\",\"iv\":\"%%%\",\"authTag\":\"" + tag + "\"}"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("iv is not base64");
        assertThatThrownBy(() -> cipher.open("{\"encrypted\":\"AA==\",\"iv\":\"AAAA\",\"authTag\":\"" + tag + "\"}"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("3-byte iv");
    }

    @Test
    void onlyA32ByteKeyIsAccepted() {
        assertThatThrownBy(() -> new PayloadCipher(new byte[16]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32-byte key, got 16");
    }
}
