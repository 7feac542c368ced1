package org.mwbench.results.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;

/** Binding and reading values alike on every engine: nullable numbers, no engine-specific types. */
public final class Sql {
    private Sql() {
    }

    /** Binds values by their Java type; a null as of no type, which PostgreSQL's driver lets the server infer. */
    public static void bind(PreparedStatement statement, Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            Object value = values[i];
            int index = i + 1;
            if (value == null) {
                statement.setNull(index, Types.NULL);
            } else if (value instanceof String text) {
                statement.setString(index, text);
            } else if (value instanceof Integer number) {
                statement.setInt(index, number);
            } else if (value instanceof Long number) {
                statement.setLong(index, number);
            } else if (value instanceof Double number) {
                statement.setDouble(index, number);
            } else {
                throw new IllegalArgumentException("no binding for " + value.getClass());
            }
        }
    }

    public static Double nullableDouble(ResultSet rows, String column) throws SQLException {
        double value = rows.getDouble(column);
        return rows.wasNull() ? null : value;
    }

    public static Long nullableLong(ResultSet rows, String column) throws SQLException {
        long value = rows.getLong(column);
        return rows.wasNull() ? null : value;
    }

    public static Integer nullableInt(ResultSet rows, String column) throws SQLException {
        int value = rows.getInt(column);
        return rows.wasNull() ? null : value;
    }
}
