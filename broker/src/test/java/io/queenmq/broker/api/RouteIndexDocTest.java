package io.queenmq.broker.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The route index of docs/http-api.md §1 is generated from the route table; this fails when someone added, removed
 * or re-roled a route without regenerating it, and when a route's section is not a heading of the document.
 */
@Timeout(10)
class RouteIndexDocTest {
    private static final Path DOC = Path.of("..", "docs", "http-api.md");

    @Test
    void theCommittedIndexMatchesTheRouteTable() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        assertThat(doc)
                .as("the route index of %s is stale; regenerate it from the repository root with: %s", DOC,
                        RouteIndex.REGENERATE_COMMAND)
                .isEqualTo(RouteIndex.renderInto(doc));
    }

    @Test
    void everyRouteHasADescribedSection() throws IOException {
        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        RouteRoles.TABLE.entries().keySet().forEach(route -> {
            String section = RouteIndex.sectionOf(route);
            assertThat(section).as("section of %s", route).isNotNull();
            Matcher heading = Pattern.compile("^#+ " + Pattern.quote(section) + "\\.? ", Pattern.MULTILINE)
                    .matcher(doc);
            assertThat(heading.find()).as("docs/http-api.md has a heading §%s for %s", section, route).isTrue();
        });
    }
}
