package io.queenmq.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A table for people: a header row, then left-aligned columns two spaces apart; null cells show as {@code -}. */
final class Table {
    private static final int MAX_CELL = 60;
    private final List<String[]> rows = new ArrayList<>();

    Table(String... headers) {
        rows.add(headers);
    }

    Table row(Object... cells) {
        String[] row = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            String text = cells[i] == null ? "-" : cells[i].toString();
            row[i] = text.length() > MAX_CELL ? text.substring(0, MAX_CELL - 3) + "..." : text;
        }
        rows.add(row);
        return this;
    }

    void print(PrintWriter out) {
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.length; i++) {
                line.append(i == row.length - 1 ? row[i] : String.format("%-" + (widths[i] + 2) + "s", row[i]));
            }
            out.println(line.toString().stripTrailing());
        }
    }
}
