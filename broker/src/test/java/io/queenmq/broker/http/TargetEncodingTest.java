package io.queenmq.broker.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TargetEncodingTest {

    @ParameterizedTest
    @ValueSource(strings = {"/api/v1/pop/queue/orders?batch=10", "/q/%C3%A9", "/q/%e2%82%ac?g=%F0%9F%98%80",
        "/q/a%2Fb", "/q/%ZZ", "/q/100%", "/q/\u00c3\u00a9"})
    void acceptsUtf8AndLeavesMalformedEscapesToTheDecoder(String target) {
        assertThat(TargetEncoding.isUtf8(target)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/q/%FF", "/q/%C3", "/q/%C3%28", "/q/%ED%A0%80", "/q/%C0%AF", "/q?g=%F8%88%80%80%80",
        "/q/\u00ff", "/q/\u20ac"})
    void refusesWhatIsNotUtf8OncePercentDecoded(String target) {
        assertThat(TargetEncoding.isUtf8(target)).isFalse();
    }
}
