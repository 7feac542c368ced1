package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;
import org.mwbench.contract.Data2;

/** The response element of {@code getItems}: its result. */
@XmlRootElement(name = "getItemsResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "getItemsResponse", namespace = WrapperNames.NAMESPACE)
public class GetItemsResponse {
    @XmlElement(name = "item", namespace = "", nillable = true)
    private Data2[] items;

    public Data2[] getItems() {
        return items;
    }

    public void setItems(Data2[] items) {
        this.items = items;
    }
}
