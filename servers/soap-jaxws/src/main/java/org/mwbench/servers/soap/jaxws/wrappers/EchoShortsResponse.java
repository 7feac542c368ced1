package org.mwbench.servers.soap.jaxws.wrappers;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/**
 * The response element of {@code echoShorts}: its result, one {@code <item>} of {@code xs:short} per short
 * (Böszörményi et al. 1999's data transfer).
 */
@XmlRootElement(name = "echoShortsResponse", namespace = WrapperNames.NAMESPACE)
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "echoShortsResponse", namespace = WrapperNames.NAMESPACE)
public class EchoShortsResponse {
    @XmlElement(name = "item", namespace = "")
    private short[] data;

    public short[] getData() {
        return data;
    }

    public void setData(short[] data) {
        this.data = data;
    }
}
