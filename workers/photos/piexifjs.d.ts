/** The part of piexifjs (a dev dependency, used only to make test photos) that fixtures.ts uses. */
declare module "piexifjs" {
  type Rational = [number, number];
  type IfdValue = string | number | Rational | Rational[] | number[];
  interface ExifDict {
    "0th"?: Record<number, IfdValue>;
    Exif?: Record<number, IfdValue>;
    GPS?: Record<number, IfdValue>;
  }
  const piexif: {
    /** Binary string "Exif\0\0" + TIFF. */
    dump(exif: ExifDict): string;
    /** Inserts an EXIF binary string into a JPEG binary string. */
    insert(exif: string, jpeg: string): string;
    ImageIFD: Record<"Make" | "Model" | "Orientation", number>;
    ExifIFD: Record<"BodySerialNumber" | "DateTimeOriginal", number>;
    GPSIFD: Record<"GPSLatitudeRef" | "GPSLatitude" | "GPSLongitudeRef" | "GPSLongitude", number>;
  };
  export default piexif;
}
