/**
 * The URLs of the shipped font files (src/shared/design/shipped-fonts.ts) in the built app: Vite copies
 * each file into /assets with a hashed name (cached for a year). One import per face, so the bundler
 * sees them; font-urls.test.ts checks this list matches the catalogue. Only the editor chunk imports
 * this module, so the landing page carries none of it.
 */

import anton400 from '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url';
import archivoBlack400 from '@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf?url';
import arimo400 from '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf?url';
import arimo400Italic from '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf?url';
import arimo700 from '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf?url';
import arimo700Italic from '@expo-google-fonts/arimo/700Bold_Italic/Arimo_700Bold_Italic.ttf?url';
import audiowide400 from '@expo-google-fonts/audiowide/400Regular/Audiowide_400Regular.ttf?url';
import bangers400 from '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf?url';
import comicNeue400 from '@expo-google-fonts/comic-neue/400Regular/ComicNeue_400Regular.ttf?url';
import comicNeue400Italic from '@expo-google-fonts/comic-neue/400Regular_Italic/ComicNeue_400Regular_Italic.ttf?url';
import comicNeue700 from '@expo-google-fonts/comic-neue/700Bold/ComicNeue_700Bold.ttf?url';
import comicNeue700Italic from '@expo-google-fonts/comic-neue/700Bold_Italic/ComicNeue_700Bold_Italic.ttf?url';
import cousine400 from '@expo-google-fonts/cousine/400Regular/Cousine_400Regular.ttf?url';
import cousine400Italic from '@expo-google-fonts/cousine/400Regular_Italic/Cousine_400Regular_Italic.ttf?url';
import cousine700 from '@expo-google-fonts/cousine/700Bold/Cousine_700Bold.ttf?url';
import cousine700Italic from '@expo-google-fonts/cousine/700Bold_Italic/Cousine_700Bold_Italic.ttf?url';
import eBGaramond400 from '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf?url';
import eBGaramond400Italic from '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf?url';
import eBGaramond700 from '@expo-google-fonts/eb-garamond/700Bold/EBGaramond_700Bold.ttf?url';
import eBGaramond700Italic from '@expo-google-fonts/eb-garamond/700Bold_Italic/EBGaramond_700Bold_Italic.ttf?url';
import firaSans400 from '@expo-google-fonts/fira-sans/400Regular/FiraSans_400Regular.ttf?url';
import firaSans400Italic from '@expo-google-fonts/fira-sans/400Regular_Italic/FiraSans_400Regular_Italic.ttf?url';
import firaSans700 from '@expo-google-fonts/fira-sans/700Bold/FiraSans_700Bold.ttf?url';
import firaSans700Italic from '@expo-google-fonts/fira-sans/700Bold_Italic/FiraSans_700Bold_Italic.ttf?url';
import gelasio400 from '@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf?url';
import gelasio400Italic from '@expo-google-fonts/gelasio/400Regular_Italic/Gelasio_400Regular_Italic.ttf?url';
import gelasio700 from '@expo-google-fonts/gelasio/700Bold/Gelasio_700Bold.ttf?url';
import gelasio700Italic from '@expo-google-fonts/gelasio/700Bold_Italic/Gelasio_700Bold_Italic.ttf?url';
import libreBaskerville400 from '@expo-google-fonts/libre-baskerville/400Regular/LibreBaskerville_400Regular.ttf?url';
import libreBaskerville400Italic from '@expo-google-fonts/libre-baskerville/400Regular_Italic/LibreBaskerville_400Regular_Italic.ttf?url';
import libreBaskerville700 from '@expo-google-fonts/libre-baskerville/700Bold/LibreBaskerville_700Bold.ttf?url';
import libreBaskerville700Italic from '@expo-google-fonts/libre-baskerville/700Bold_Italic/LibreBaskerville_700Bold_Italic.ttf?url';
import lobster400 from '@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf?url';
import lora400 from '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf?url';
import lora400Italic from '@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf?url';
import lora700 from '@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf?url';
import lora700Italic from '@expo-google-fonts/lora/700Bold_Italic/Lora_700Bold_Italic.ttf?url';
import pacifico400 from '@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf?url';
import permanentMarker400 from '@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf?url';
import roboto400 from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf?url';
import roboto400Italic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf?url';
import roboto700 from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf?url';
import roboto700Italic from '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf?url';
import tinos400 from '@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf?url';
import tinos400Italic from '@expo-google-fonts/tinos/400Regular_Italic/Tinos_400Regular_Italic.ttf?url';
import tinos700 from '@expo-google-fonts/tinos/700Bold/Tinos_700Bold.ttf?url';
import tinos700Italic from '@expo-google-fonts/tinos/700Bold_Italic/Tinos_700Bold_Italic.ttf?url';
import dejaVuSans400 from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSans700 from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import dejaVuSans700Italic from 'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf?url';
import dejaVuSans400Italic from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url';

/** Module specifier of a shipped face → its URL in the app. */
export const SHIPPED_FONT_URLS: Readonly<Record<string, string>> = {
  '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf': arimo400,
  '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf': arimo400Italic,
  '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf': arimo700,
  '@expo-google-fonts/arimo/700Bold_Italic/Arimo_700Bold_Italic.ttf': arimo700Italic,
  '@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf': tinos400,
  '@expo-google-fonts/tinos/400Regular_Italic/Tinos_400Regular_Italic.ttf': tinos400Italic,
  '@expo-google-fonts/tinos/700Bold/Tinos_700Bold.ttf': tinos700,
  '@expo-google-fonts/tinos/700Bold_Italic/Tinos_700Bold_Italic.ttf': tinos700Italic,
  '@expo-google-fonts/cousine/400Regular/Cousine_400Regular.ttf': cousine400,
  '@expo-google-fonts/cousine/400Regular_Italic/Cousine_400Regular_Italic.ttf': cousine400Italic,
  '@expo-google-fonts/cousine/700Bold/Cousine_700Bold.ttf': cousine700,
  '@expo-google-fonts/cousine/700Bold_Italic/Cousine_700Bold_Italic.ttf': cousine700Italic,
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf': dejaVuSans400,
  'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf': dejaVuSans400Italic,
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf': dejaVuSans700,
  'dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf': dejaVuSans700Italic,
  '@expo-google-fonts/gelasio/400Regular/Gelasio_400Regular.ttf': gelasio400,
  '@expo-google-fonts/gelasio/400Regular_Italic/Gelasio_400Regular_Italic.ttf': gelasio400Italic,
  '@expo-google-fonts/gelasio/700Bold/Gelasio_700Bold.ttf': gelasio700,
  '@expo-google-fonts/gelasio/700Bold_Italic/Gelasio_700Bold_Italic.ttf': gelasio700Italic,
  '@expo-google-fonts/lora/400Regular/Lora_400Regular.ttf': lora400,
  '@expo-google-fonts/lora/400Regular_Italic/Lora_400Regular_Italic.ttf': lora400Italic,
  '@expo-google-fonts/lora/700Bold/Lora_700Bold.ttf': lora700,
  '@expo-google-fonts/lora/700Bold_Italic/Lora_700Bold_Italic.ttf': lora700Italic,
  '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf': eBGaramond400,
  '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf': eBGaramond400Italic,
  '@expo-google-fonts/eb-garamond/700Bold/EBGaramond_700Bold.ttf': eBGaramond700,
  '@expo-google-fonts/eb-garamond/700Bold_Italic/EBGaramond_700Bold_Italic.ttf': eBGaramond700Italic,
  '@expo-google-fonts/libre-baskerville/400Regular/LibreBaskerville_400Regular.ttf': libreBaskerville400,
  '@expo-google-fonts/libre-baskerville/400Regular_Italic/LibreBaskerville_400Regular_Italic.ttf': libreBaskerville400Italic,
  '@expo-google-fonts/libre-baskerville/700Bold/LibreBaskerville_700Bold.ttf': libreBaskerville700,
  '@expo-google-fonts/libre-baskerville/700Bold_Italic/LibreBaskerville_700Bold_Italic.ttf': libreBaskerville700Italic,
  '@expo-google-fonts/comic-neue/400Regular/ComicNeue_400Regular.ttf': comicNeue400,
  '@expo-google-fonts/comic-neue/400Regular_Italic/ComicNeue_400Regular_Italic.ttf': comicNeue400Italic,
  '@expo-google-fonts/comic-neue/700Bold/ComicNeue_700Bold.ttf': comicNeue700,
  '@expo-google-fonts/comic-neue/700Bold_Italic/ComicNeue_700Bold_Italic.ttf': comicNeue700Italic,
  '@expo-google-fonts/fira-sans/400Regular/FiraSans_400Regular.ttf': firaSans400,
  '@expo-google-fonts/fira-sans/400Regular_Italic/FiraSans_400Regular_Italic.ttf': firaSans400Italic,
  '@expo-google-fonts/fira-sans/700Bold/FiraSans_700Bold.ttf': firaSans700,
  '@expo-google-fonts/fira-sans/700Bold_Italic/FiraSans_700Bold_Italic.ttf': firaSans700Italic,
  '@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf': archivoBlack400,
  '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf': anton400,
  '@expo-google-fonts/audiowide/400Regular/Audiowide_400Regular.ttf': audiowide400,
  '@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf': lobster400,
  '@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf': pacifico400,
  '@expo-google-fonts/bangers/400Regular/Bangers_400Regular.ttf': bangers400,
  '@expo-google-fonts/permanent-marker/400Regular/PermanentMarker_400Regular.ttf': permanentMarker400,
  '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf': roboto400,
  '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf': roboto400Italic,
  '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf': roboto700,
  '@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf': roboto700Italic,
};
