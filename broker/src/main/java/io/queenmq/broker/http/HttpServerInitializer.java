package io.queenmq.broker.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
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
        HttpRequestHandler handler = new HttpRequestHandler(router, settings);
        channel.pipeline()
                .addLast("clock", new ChannelInboundHandlerAdapter() {
                    @Override
                    public void channelRead(ChannelHandlerContext ctx, Object msg) {
                        if (msg instanceof ByteBuf bytes && bytes.isReadable()) {
                            handler.bytesArrived(); // request and idle timeouts
                        }
                        ctx.fireChannelRead(msg);
                    }
                })
                .addLast("codec", new HttpServerCodec(decoderConfig))
                .addLast("aggregator", new BodyLimitAggregator(settings.maxBodyBytes()))
                .addLast("handler", handler);
    }
}
