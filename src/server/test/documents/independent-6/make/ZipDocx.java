// Zips a folder's files into a .docx in the order given, every entry stored uncompressed (as some export tools do).
import java.io.*;
import java.nio.file.*;
import java.util.zip.*;

public class ZipDocx {
  public static void main(String[] a) throws Exception {
    try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(a[1]))) {
      z.setMethod(ZipOutputStream.STORED);
      for (int i = 2; i < a.length; i++) {
        byte[] data = Files.readAllBytes(Paths.get(a[0], a[i]));
        ZipEntry e = new ZipEntry(a[i]);
        CRC32 crc = new CRC32(); crc.update(data);
        e.setSize(data.length); e.setCompressedSize(data.length); e.setCrc(crc.getValue());
        z.putNextEntry(e); z.write(data); z.closeEntry();
      }
    }
  }
}
