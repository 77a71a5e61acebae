package io.queenmq.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.queenmq.client.QueenException;
import io.queenmq.client.QueenHttpException;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import javax.net.ssl.SSLSocketFactory;

/**
 * One keep-alive HTTP/1.1 connection of a bench worker; one thread only. The request is written
 * and its answer read on the calling thread, as wrk does: java.net.http hands every exchange
 * across three or four threads, which on a busy 2-core machine cost more than the broker's work.
 */
final class BenchConnection implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final String pathPrefix;
    private final String headers;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    BenchConnection(String url, String token) {
        this.base = URI.create(url);
        String path = base.getRawPath();
        this.pathPrefix = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        this.headers = "Host: " + base.getHost() + ":" + port() + "\r\nContent-Type: application/json\r\n"
                + (token == null ? "" : "Authorization: Bearer " + token + "\r\n");
    }

    /** The answer's body; a non-2xx answer is a {@link QueenHttpException}, a broken connection a {@link QueenException}. */
    byte[] exchange(String method, String path, byte[] body) {
        try {
            if (socket == null) {
                socket = "https".equals(base.getScheme()) ? SSLSocketFactory.getDefault().createSocket(base.getHost(), port())
                        : new Socket(base.getHost(), port());
                socket.setTcpNoDelay(true);
                in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
                out = socket.getOutputStream();
            }
            String head = method + " " + pathPrefix + path + " HTTP/1.1\r\n" + headers + "Content-Length: " + body.length + "\r\n\r\n";
            ByteArrayOutputStream request = new ByteArrayOutputStream(head.length() + body.length);
            request.writeBytes(head.getBytes(StandardCharsets.US_ASCII));
            request.writeBytes(body);
            out.write(request.toByteArray());
            out.flush();
            return answer(method, path);
        } catch (IOException e) {
            close();
            throw new QueenException(method + " " + path + " failed (" + base + "): " + e, e);
        }
    }

    private byte[] answer(String method, String path) throws IOException {
        String status = line();
        int code = Integer.parseInt(status.split(" ")[1]);
        int length = 0;
        boolean closing = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Integer.parseInt(lower.substring(15).trim());
            } else if (lower.startsWith("connection:") && lower.contains("close")) {
                closing = true;
            }
        }
        byte[] body = in.readNBytes(length);
        if (closing) {
            close();
        }
        if (code / 100 != 2) {
            throw new QueenHttpException(method, path, code, errorText(body));
        }
        return body;
    }

    /** The {@code error} field of a JSON error body, else the body itself. */
    private static String errorText(byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8);
        try {
            return JSON.readTree(text).path("error").asText(text);
        } catch (IOException notJson) {
            return text;
        }
    }

    private String line() throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new IOException("connection closed by the broker");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    private int port() {
        return base.getPort() > 0 ? base.getPort() : "https".equals(base.getScheme()) ? 443 : 80;
    }

    @Override
    public void close() {
        try {
            if (socket != null) {
                socket.close();
            }
        } catch (IOException ignored) {
            // nothing more to do with a connection being dropped
        } finally {
            socket = null;
        }
    }
}
