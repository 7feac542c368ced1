package org.mwbench.servers.tcp;

import org.mwbench.contract.Address;
import org.mwbench.contract.Data2;
import org.mwbench.contract.Data3;
import org.mwbench.contract.Order;
import org.mwbench.contract.SimpleDate;

/**
 * The contract's records, field by field, in declaration order; the one encoding both the
 * server and the client plugin use. An array is its length ({@code -1} for null) and its
 * elements; a record is a presence byte (0 for null) and its fields. Strings are
 * {@link WireBuffer#writeLatin1 Latin-1}. No names, no tags, no versions: both ends are built
 * from this class.
 */
public final class WireCodec {
    private static final byte ABSENT = 0;
    private static final byte PRESENT = 1;

    private WireCodec() {
    }

    // ---- Data2 -----------------------------------------------------------------------------

    public static void writeData2Array(WireBuffer out, Data2[] items) {
        if (items == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(items.length);
        for (Data2 item : items) {
            writeData2(out, item);
        }
    }

    public static Data2[] readData2Array(WireBuffer in) throws WireFormatException {
        int length = in.readLength(1);
        if (length < 0) {
            return null;
        }
        Data2[] items = new Data2[length];
        for (int i = 0; i < length; i++) {
            items[i] = readData2(in);
        }
        return items;
    }

    public static void writeData2(WireBuffer out, Data2 item) {
        if (item == null) {
            out.writeByte(ABSENT);
            return;
        }
        out.writeByte(PRESENT);
        out.writeLong(item.getD1());
        writeStrings(out, item.getD2());
        writeDoubles(out, item.getD3());
    }

    public static Data2 readData2(WireBuffer in) throws WireFormatException {
        if (in.readByte() == ABSENT) {
            return null;
        }
        return new Data2(in.readLong(), readStrings(in), readDoubles(in));
    }

    // ---- Data3 and its parts ---------------------------------------------------------------

    public static void writeData3Array(WireBuffer out, Data3[] customers) {
        if (customers == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(customers.length);
        for (Data3 customer : customers) {
            writeData3(out, customer);
        }
    }

    public static Data3[] readData3Array(WireBuffer in) throws WireFormatException {
        int length = in.readLength(1);
        if (length < 0) {
            return null;
        }
        Data3[] customers = new Data3[length];
        for (int i = 0; i < length; i++) {
            customers[i] = readData3(in);
        }
        return customers;
    }

    public static void writeData3(WireBuffer out, Data3 customer) {
        if (customer == null) {
            out.writeByte(ABSENT);
            return;
        }
        out.writeByte(PRESENT);
        out.writeLatin1(customer.getCustomer());
        out.writeLatin1(customer.getSalesRep());
        writeAddress(out, customer.getAddress());
        writeOrders(out, customer.getOrders());
    }

    public static Data3 readData3(WireBuffer in) throws WireFormatException {
        if (in.readByte() == ABSENT) {
            return null;
        }
        return new Data3(in.readLatin1(), in.readLatin1(), readAddress(in), readOrders(in));
    }

    public static void writeAddress(WireBuffer out, Address address) {
        if (address == null) {
            out.writeByte(ABSENT);
            return;
        }
        out.writeByte(PRESENT);
        out.writeLong(address.getPostcode());
        out.writeLatin1(address.getUnit());
        out.writeLatin1(address.getStreet());
        out.writeLatin1(address.getCity());
        out.writeLatin1(address.getState());
    }

    public static Address readAddress(WireBuffer in) throws WireFormatException {
        if (in.readByte() == ABSENT) {
            return null;
        }
        return new Address(in.readLong(), in.readLatin1(), in.readLatin1(), in.readLatin1(), in.readLatin1());
    }

    public static void writeOrders(WireBuffer out, Order[] orders) {
        if (orders == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(orders.length);
        for (Order order : orders) {
            writeOrder(out, order);
        }
    }

    public static Order[] readOrders(WireBuffer in) throws WireFormatException {
        int length = in.readLength(1);
        if (length < 0) {
            return null;
        }
        Order[] orders = new Order[length];
        for (int i = 0; i < length; i++) {
            orders[i] = readOrder(in);
        }
        return orders;
    }

    public static void writeOrder(WireBuffer out, Order order) {
        if (order == null) {
            out.writeByte(ABSENT);
            return;
        }
        out.writeByte(PRESENT);
        writeDate(out, order.getDate());
        out.writeLatin1(order.getProductCode());
        out.writeInt(order.getNumber());
    }

    public static Order readOrder(WireBuffer in) throws WireFormatException {
        if (in.readByte() == ABSENT) {
            return null;
        }
        return new Order(readDate(in), in.readLatin1(), in.readInt());
    }

    public static void writeDate(WireBuffer out, SimpleDate date) {
        if (date == null) {
            out.writeByte(ABSENT);
            return;
        }
        out.writeByte(PRESENT);
        out.writeLong(date.getDay());
        out.writeLatin1(date.getMonth());
        out.writeLong(date.getYear());
    }

    public static SimpleDate readDate(WireBuffer in) throws WireFormatException {
        if (in.readByte() == ABSENT) {
            return null;
        }
        return new SimpleDate(in.readLong(), in.readLatin1(), in.readLong());
    }

    // ---- arrays of strings and doubles -----------------------------------------------------

    public static void writeStrings(WireBuffer out, String[] strings) {
        if (strings == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(strings.length);
        for (String s : strings) {
            out.writeLatin1(s);
        }
    }

    public static String[] readStrings(WireBuffer in) throws WireFormatException {
        int length = in.readLength(4);
        if (length < 0) {
            return null;
        }
        String[] strings = new String[length];
        for (int i = 0; i < length; i++) {
            strings[i] = in.readLatin1();
        }
        return strings;
    }

    public static void writeDoubles(WireBuffer out, double[] doubles) {
        if (doubles == null) {
            out.writeInt(-1);
            return;
        }
        out.writeInt(doubles.length);
        for (double d : doubles) {
            out.writeDouble(d);
        }
    }

    public static double[] readDoubles(WireBuffer in) throws WireFormatException {
        int length = in.readLength(8);
        if (length < 0) {
            return null;
        }
        double[] doubles = new double[length];
        for (int i = 0; i < length; i++) {
            doubles[i] = in.readDouble();
        }
        return doubles;
    }
}
