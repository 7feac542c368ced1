package org.mwbench.servers.thrift;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.StringJoiner;
import org.mwbench.contract.Address;
import org.mwbench.contract.BenchmarkService;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;

/**
 * The replies {@code benchmark_client.py} prints, made from contract's reference in the same
 * canonical form: text as the hex of its UTF-8 bytes, doubles as the hex of their IEEE bits,
 * whole numbers in decimal; so that two languages' number and string formatting never differ.
 */
final class CanonicalReference {
    private static final HexFormat HEX = HexFormat.of();

    private CanonicalReference() {
    }

    static String lines(BenchmarkService reference, String salesRep) throws Exception {
        StringBuilder lines = new StringBuilder();
        lines.append("string ").append(text(reference.getString(300))).append('\n');
        for (Data2 item : reference.getItems(4)) {
            StringJoiner strings = new StringJoiner(",");
            for (String s : item.getD2()) {
                strings.add(text(s));
            }
            StringJoiner doubles = new StringJoiner(",");
            for (double d : item.getD3()) {
                doubles.add(HEX.toHexDigits(Double.doubleToRawLongBits(d)));
            }
            lines.append("item ").append(item.getD1()).append(' ').append(strings).append(' ').append(doubles).append('\n');
        }
        for (Data3 customer : reference.getCustomers(salesRep, 4)) {
            Address address = customer.getAddress();
            lines.append("customer ").append(text(customer.getCustomer())).append(' ').append(text(customer.getSalesRep()))
                    .append(' ').append(address.getPostcode()).append(' ').append(text(address.getUnit()))
                    .append(' ').append(text(address.getStreet())).append(' ').append(text(address.getCity()))
                    .append(' ').append(text(address.getState())).append('\n');
            for (Order order : customer.getOrders()) {
                lines.append("order ").append(order.getDate().getDay()).append(' ').append(text(order.getDate().getMonth()))
                        .append(' ').append(order.getDate().getYear()).append(' ').append(text(order.getProductCode()))
                        .append(' ').append(order.getNumber()).append('\n');
            }
        }
        return lines.toString();
    }

    private static String text(String value) {
        return HEX.formatHex(value.getBytes(StandardCharsets.UTF_8));
    }
}
