package io.queenmq.broker.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The routes docs/http-api.md §1 lists are exactly the routes a running broker serves. */
@Timeout(60)
class HttpApiDocIT {
    private static final Pattern ROW = Pattern.compile("^\\| (GET|POST|DELETE|PUT) \\| `([^`]+)` \\|",
            Pattern.MULTILINE);

    @Test
    void theDocumentedRoutesAreTheRegisteredOnes() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "http-api.md"), StandardCharsets.UTF_8);
        Set<String> documented = new java.util.HashSet<>();
        Matcher row = ROW.matcher(doc.substring(doc.indexOf("<!-- route-index:begin"), doc.indexOf("<!-- route-index:end")));
        while (row.find()) {
            documented.add(row.group(1) + " " + row.group(2));
        }
        Set<String> served = TestBroker.routes().stream().map(r -> r.method() + " " + r.pattern())
                .collect(Collectors.toSet());
        assertThat(documented).as("routes in docs/http-api.md §1 against the broker's router")
                .containsExactlyInAnyOrderElementsOf(served);
    }
}
