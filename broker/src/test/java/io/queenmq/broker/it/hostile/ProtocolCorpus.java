package io.queenmq.broker.it.hostile;

import static io.queenmq.broker.it.hostile.HostileCase.Outcome.ACCEPTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.ACCEPTED_OR_REJECTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.REJECTED;
import static io.queenmq.broker.it.hostile.HostileCase.Outcome.REJECTED_OR_CLOSED;
import static io.queenmq.broker.it.hostile.HostileCase.concat;
import static io.queenmq.broker.it.hostile.HostileCase.latin1;

import io.queenmq.broker.it.hostile.HostileCase.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests broken below JSON, written byte by byte as a raw socket sends them: invalid UTF-8 and NUL bytes in the
 * head, framing that contradicts itself, chunked bodies, and bodies or heads cut short by a half-close. Slow
 * requests (slowloris) are {@code HttpHardeningIT}'s.
 */
public final class ProtocolCorpus {
    private final String queue;
    private final List<HostileCase> cases = new ArrayList<>();

    private ProtocolCorpus(String queue) {
        this.queue = queue;
    }

    public static List<HostileCase> cases(String queue) {
        ProtocolCorpus corpus = new ProtocolCorpus(queue);
        corpus.heads();
        corpus.framing();
        corpus.cutShort();
        return corpus.cases;
    }

    private void heads() {
        add("garbage request line", latin1("\u0000\u0001\u0002 \u00ff\r\n\r\n"), REJECTED, null);
        add("invalid UTF-8 in the path", latin1("GET /api/v1/resources/queues/\u00ff\u00fe HTTP/1.1\r\nHost: h\r\n"
                + "Connection: close\r\n\r\n"), REJECTED, "not UTF-8");
        add("NUL byte in the path", latin1("GET /api/v1/resources/queues/a\u0000b HTTP/1.1\r\nHost: h\r\n\r\n"),
                REJECTED, null);
        add("NUL byte in a header value", latin1("GET /health HTTP/1.1\r\nHost: h\r\nX-A: a\u0000b\r\n"
                + "Connection: close\r\n\r\n"), REJECTED, null);
        add("space in a header name", latin1("GET /health HTTP/1.1\r\nHost: h\r\nBad Name: x\r\n\r\n"),
                REJECTED, "Malformed HTTP request");
        add("header line without a colon", latin1("GET /health HTTP/1.1\r\nHost: h\r\nnocolon\r\n\r\n"),
                REJECTED, null);
        add("obsolete folded header", latin1("GET /health HTTP/1.1\r\nHost: h\r\nX-A: a\r\n  folded\r\n"
                + "Connection: close\r\n\r\n"), ACCEPTED_OR_REJECTED, null);
        add("150 headers", latin1("GET /health HTTP/1.1\r\nHost: h\r\n" + "X-A: a\r\n".repeat(150) + "\r\n"),
                REJECTED, "Too many request headers: 151 (max 100)");
        add("header of 20 KB", latin1("GET /health HTTP/1.1\r\nHost: h\r\nX-A: " + "a".repeat(20_000) + "\r\n\r\n"),
                REJECTED, "Request headers too large");
        add("request line of 10 KB", latin1("GET /health?" + "a".repeat(10_000) + " HTTP/1.1\r\nHost: h\r\n\r\n"),
                REJECTED, "Request line too long");
        add("absolute-form target", latin1("GET http://evil.example/health HTTP/1.1\r\nHost: h\r\n"
                + "Connection: close\r\n\r\n"), ACCEPTED_OR_REJECTED, null);
        add("asterisk target", latin1("GET * HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"), REJECTED, null);
        add("lower-case method", latin1("get /health HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"),
                ACCEPTED_OR_REJECTED, null);
        add("HTTP/1.0 without Host", latin1("GET /health HTTP/1.0\r\n\r\n"), ACCEPTED, null);
    }

    private void framing() {
        String push = "POST /api/v1/push HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\n";
        String body = "{\"items\":[{\"queue\":\"" + queue + "\",\"payload\":\"chunked\"}]}";
        add("negative Content-Length", latin1(push + "Content-Length: -1\r\n\r\n{}"), REJECTED, null);
        add("non-numeric Content-Length", latin1(push + "Content-Length: ten\r\n\r\n{}"), REJECTED, null);
        add("Content-Length past 2^63", latin1(push + "Content-Length: 99999999999999999999\r\n\r\n{}"),
                REJECTED, null);
        add("two different Content-Lengths", latin1(push + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}"),
                REJECTED, null);
        add("Content-Length with chunked", latin1(push + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "2\r\n{}\r\n0\r\n\r\n"), REJECTED, null);
        add("Content-Length beyond the body limit with Expect", latin1(push + "Content-Length: 2000000000\r\n"
                + "Expect: 100-continue\r\n\r\n"), REJECTED, "too large");
        add("a chunked push", latin1(push + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + chunks(body)), ACCEPTED, null);
        add("chunk size not hexadecimal", latin1(push + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
                REJECTED, null);
        add("chunk size past 2^63", latin1(push + "Transfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n{}\r\n"),
                REJECTED, null);
        add("unknown transfer coding", latin1(push + "Transfer-Encoding: gzip\r\n\r\n{}"), REJECTED, null);
        add("invalid UTF-8 in a chunked body", concat(latin1(push + "Transfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":"),
                new byte[] {(byte) 0xFF}, latin1("\r\n0\r\n\r\n")), REJECTED, null);
    }

    private void cutShort() {
        String push = "POST /api/v1/push HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\n";
        halfClosed("body shorter than its Content-Length", latin1(push + "Content-Length: 100\r\n\r\n{\"items\":"));
        halfClosed("chunk shorter than its size", latin1(push + "Transfer-Encoding: chunked\r\n\r\n40\r\n{\"it"));
        halfClosed("chunked body without its last chunk", latin1(push + "Transfer-Encoding: chunked\r\n\r\n"
                + "2\r\n{}\r\n"));
        halfClosed("head without its blank line", latin1("GET /health HTTP/1.1\r\nHost: h\r\n"));
        halfClosed("request line only", latin1("GET /health HTTP/1.1"));
        halfClosed("blank lines only", latin1("\r\n\r\n\r\n"));
    }

    /** One chunk for the body, then the last chunk. */
    private static String chunks(String body) {
        return Integer.toHexString(body.length()) + "\r\n" + body + "\r\n0\r\n\r\n";
    }

    private void add(String description, byte[] request, Outcome outcome, String errorContains) {
        cases.add(new HostileCase("protocol", description, request, false, outcome, errorContains));
    }

    private void halfClosed(String description, byte[] request) {
        cases.add(new HostileCase("half-closed", description, request, true, REJECTED_OR_CLOSED, null));
    }
}
