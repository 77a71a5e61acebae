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
 * Draws two stacked panels of benchmark figures into a PNG: bars per run, or a curve over a
 * parameter (x on a log scale when it spans two decades or more, as partition counts do).
 * Usage:
 *   java Chart.java bars  out.png TITLE_A TITLE_B NAME A B [NAME A B ...]
 *   java Chart.java curve out.png X_LABEL TITLE_A TITLE_B X A B [X A B ...]
 * Run with the JDK's single-file launcher; headless AWT, no dependencies.
 */
public class Chart {
    private static final int WIDTH = 1000;
    private static final int PANEL_HEIGHT = 300;
    private static final int MARGIN = 60;
    private static final Color[] COLORS = {new Color(0x3b7dd8), new Color(0xd8613b)};

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        boolean curve = args[0].equals("curve");
        int head = curve ? 5 : 4;
        String xLabel = curve ? args[2] : null;
        String[] titles = {args[head - 2], args[head - 1]};
        int points = (args.length - head) / 3;
        String[] names = new String[points];
        double[][] values = new double[2][points];
        for (int i = 0; i < points; i++) {
            names[i] = args[head + 3 * i];
            values[0][i] = Double.parseDouble(args[head + 3 * i + 1]);
            values[1][i] = Double.parseDouble(args[head + 3 * i + 2]);
        }
        BufferedImage image = new BufferedImage(WIDTH, 2 * PANEL_HEIGHT + 2 * MARGIN, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        for (int p = 0; p < 2; p++) {
            int top = p * (PANEL_HEIGHT + MARGIN);
            frame(g, top, curve ? titles[p] + " vs " + xLabel : titles[p]);
            if (curve) {
                curve(g, top, names, values[p], COLORS[p]);
            } else {
                bars(g, top, names, values[p], COLORS[p]);
            }
        }
        g.dispose();
        ImageIO.write(image, "png", new File(args[1]));
    }

    private static void frame(Graphics2D g, int top, String title) {
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        g.drawString(title, MARGIN, top + 25);
        g.setStroke(new BasicStroke(1));
        g.drawLine(MARGIN, top + PANEL_HEIGHT, WIDTH - MARGIN, top + PANEL_HEIGHT);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
    }

    private static void bars(Graphics2D g, int top, String[] names, double[] values, Color color) {
        int bottom = top + PANEL_HEIGHT;
        int slot = (WIDTH - 2 * MARGIN) / Math.max(1, values.length);
        for (int i = 0; i < values.length; i++) {
            int height = height(values, i, top);
            int x = MARGIN + i * slot + slot / 6;
            g.setColor(color);
            g.fillRect(x, bottom - height, slot * 2 / 3, height);
            g.setColor(Color.BLACK);
            g.drawString(label(values[i]), x, bottom - height - 4);
            String name = names[i].length() > 34 ? names[i].substring(names[i].length() - 34) : names[i];
            g.drawString(name, x, bottom + 15);
        }
    }

    /** Points joined in the order given (the caller sorts them by x), labelled with x and value. */
    private static void curve(Graphics2D g, int top, String[] xs, double[] values, Color color) {
        int bottom = top + PANEL_HEIGHT;
        double[] x = new double[xs.length];
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (int i = 0; i < xs.length; i++) {
            x[i] = Double.parseDouble(xs[i]);
            min = Math.min(min, x[i]);
            max = Math.max(max, x[i]);
        }
        boolean log = min > 0 && max / min >= 100;
        int left = MARGIN + 20;
        int width = WIDTH - 2 * MARGIN - 40;
        int[] px = new int[x.length];
        int[] py = new int[x.length];
        for (int i = 0; i < x.length; i++) {
            double span = log ? Math.log(max / min) : max - min;
            double at = log ? Math.log(x[i] / min) : x[i] - min;
            px[i] = left + (span == 0 ? width / 2 : (int) (width * at / span));
            py[i] = bottom - height(values, i, top);
        }
        g.setColor(color);
        g.setStroke(new BasicStroke(2));
        g.drawPolyline(px, py, px.length);
        for (int i = 0; i < x.length; i++) {
            g.setColor(color);
            g.fillOval(px[i] - 4, py[i] - 4, 8, 8);
            g.setColor(Color.BLACK);
            g.drawString(label(values[i]), px[i] + 6, py[i] - 6);
            g.drawString(xs[i], px[i] - 4 * xs[i].length() / 2, bottom + 15);
        }
        if (log) {
            g.drawString("(log scale)", WIDTH - MARGIN - 70, bottom + 30);
        }
    }

    /** The pixel height of value {@code i}, scaled to the panel's largest value. */
    private static int height(double[] values, int i, int top) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        return max == 0 ? 0 : (int) ((PANEL_HEIGHT - 60) * values[i] / max);
    }

    private static String label(double value) {
        return Math.abs(value) >= 100 ? String.format("%,.0f", value)
                : Math.abs(value) >= 1 ? String.format("%,.1f", value) : String.format("%.3f", value);
    }
}
