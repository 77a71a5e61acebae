import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * Draws a two-panel bar chart (throughput, p99 latency) of benchmark runs into a PNG.
 * Usage: java Chart.java out.png NAME THROUGHPUT P99_MS [NAME THROUGHPUT P99_MS ...]
 * Run with the JDK's single-file launcher; headless AWT, no dependencies.
 */
public class Chart {
    private static final int WIDTH = 1000;
    private static final int PANEL_HEIGHT = 300;
    private static final int MARGIN = 60;

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        int runs = (args.length - 1) / 3;
        String[] names = new String[runs];
        double[] throughput = new double[runs];
        double[] p99 = new double[runs];
        for (int i = 0; i < runs; i++) {
            names[i] = args[1 + 3 * i];
            throughput[i] = Double.parseDouble(args[2 + 3 * i]);
            p99[i] = Double.parseDouble(args[3 + 3 * i]);
        }
        BufferedImage image = new BufferedImage(WIDTH, 2 * PANEL_HEIGHT + 2 * MARGIN, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        panel(g, 0, "throughput (msg/s)", names, throughput, new Color(0x3b7dd8));
        panel(g, PANEL_HEIGHT + MARGIN, "p99 latency (ms)", names, p99, new Color(0xd8613b));
        g.dispose();
        ImageIO.write(image, "png", new File(args[0]));
    }

    private static void panel(Graphics2D g, int top, String title, String[] names, double[] values, Color color) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        int left = MARGIN;
        int bottom = top + PANEL_HEIGHT;
        int plotTop = top + 40;
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(title, left, top + 25);
        g.setStroke(new BasicStroke(1));
        g.drawLine(left, bottom, WIDTH - MARGIN, bottom);
        int slot = (WIDTH - 2 * MARGIN) / Math.max(1, values.length);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (int i = 0; i < values.length; i++) {
            int height = max == 0 ? 0 : (int) ((bottom - plotTop) * values[i] / max);
            int x = left + i * slot + slot / 6;
            g.setColor(color);
            g.fillRect(x, bottom - height, slot * 2 / 3, height);
            g.setColor(Color.BLACK);
            g.drawString(String.format("%,.1f", values[i]), x, bottom - height - 4);
            String name = names[i].length() > 34 ? names[i].substring(names[i].length() - 34) : names[i];
            g.drawString(name, x, bottom + 15);
        }
    }
}
