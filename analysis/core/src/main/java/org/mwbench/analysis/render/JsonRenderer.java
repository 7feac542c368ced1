package org.mwbench.analysis.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.mwbench.analysis.report.ReportModel;
import org.mwbench.analysis.table.Column;
import org.mwbench.analysis.table.Table;

/**
 * The report as one JSON document: {@code title}, {@code notes}, and {@code tables}, each
 * with its id, title, description, notes, columns (key, header, kind) and rows as objects
 * keyed by column key. A number that could not be computed is {@code null}.
 */
public final class JsonRenderer {
    private JsonRenderer() {
    }

    public static String render(ReportModel model) {
        return render(model.title(), model.notes(), model.tables());
    }

    public static String render(String title, List<String> notes, List<Table> tables) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = new JsonFactory().createGenerator(text).useDefaultPrettyPrinter()) {
            json.writeStartObject();
            json.writeStringField("title", title);
            writeStrings(json, "notes", notes);
            json.writeArrayFieldStart("tables");
            for (Table table : tables) {
                write(json, table);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text + "\n";
    }

    private static void write(JsonGenerator json, Table table) throws IOException {
        json.writeStartObject();
        json.writeStringField("id", table.id());
        json.writeStringField("title", table.title());
        json.writeStringField("description", table.description());
        writeStrings(json, "notes", table.notes());
        json.writeArrayFieldStart("columns");
        for (Column column : table.columns()) {
            json.writeStartObject();
            json.writeStringField("key", column.key());
            json.writeStringField("header", column.header());
            json.writeStringField("kind", column.kind().name().toLowerCase(java.util.Locale.ROOT));
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeArrayFieldStart("rows");
        for (List<Object> row : table.rows()) {
            json.writeStartObject();
            for (int i = 0; i < row.size(); i++) {
                Column column = table.columns().get(i);
                Object cell = row.get(i);
                json.writeFieldName(column.key());
                if (cell == null) {
                    json.writeNull();
                } else if (cell instanceof Number number) {
                    double value = number.doubleValue();
                    if (Double.isNaN(value) || Double.isInfinite(value)) {
                        json.writeNull();
                    } else if (column.kind() == Column.Kind.COUNT) {
                        json.writeNumber(Math.round(value));
                    } else {
                        json.writeNumber(value);
                    }
                } else {
                    json.writeString(cell.toString());
                }
            }
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void writeStrings(JsonGenerator json, String name, List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
