package io.queenmq.broker.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpServerCodec;

/** The pipeline of every accepted connection: HTTP codec, body aggregation with the size limit, request handler. */
final class HttpServerInitializer extends ChannelInitializer<SocketChannel> {
    private final HttpServerSettings settings;
    private final Router router;

    HttpServerInitializer(HttpServerSettings settings, Router router) {
        this.settings = settings;
        this.router = router;
    }

    @Override
    protected void initChannel(SocketChannel channel) {
        HttpDecoderConfig decoderConfig = new HttpDecoderConfig()
                .setMaxInitialLineLength(settings.maxInitialLineBytes())
                .setMaxHeaderSize(settings.maxHeaderBytes());
        channel.pipeline()
                .addLast("codec", new HttpServerCodec(decoderConfig))
                .addLast("aggregator", new BodyLimitAggregator(settings.maxBodyBytes()))
                .addLast("handler", new HttpRequestHandler(router, settings));
    }
}
