// BIP-322's own test vectors (bitcoin/bips, bip-0322/basic-test-vectors.json and generated-test-vectors.json,
// BIP-322 1.0.0) and bitcoinjs-message's BIP-137 example, as data.

/** Message hashes and the virtual transactions' txids (display order). */
export const txHashVectors = [
  {
    message: '',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
  },
  {
    message: 'Hello World',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
  },
  {
    message: 'UTF-8 support: öäüéàè 测试文本 \u{1F604}',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7',
    toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
    toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
  },
] as const

/** The BIP's signing key for the P2WPKH vectors (WIF) and its address. */
export const bipKey = {
  wif: 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k',
  address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
} as const

/** Valid simple signatures (the BIP's, with their `smp` prefix where it has one). */
export const simpleVectors = [
  {
    type: 'p2wpkh',
    message: '',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    signatures: [
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    type: 'p2wpkh',
    message: 'Hello World',
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    signatures: [
      'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    type: 'p2tr',
    message: 'No prefix fallback',
    address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
    signatures: ['AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R'],
  },
  {
    type: 'p2wpkh',
    message: 'ESHJI7MWUL64AXHBI42L3UR4QA',
    address: 'bc1qkntwc3c4dzxh9xh6875l03fn3vkk023jgak3u7',
    signatures: [
      'AkcwRAIgCYHF/vn67iZX5WBimh84kqD6pTME6eNCMGhfFnnwCNECIAF3nMCk/RfLit+uv8a8FgfQIw0f0ASE21GSz7rX17PsASEDTA2vM8bOtUFgvenSDUmvkq7aWNwoTB0CMiM6carHY1s=',
    ],
  },
  {
    type: 'p2tr',
    message: 'TPIZPITUIHEUHO5ACOL6W6MBVD',
    address: 'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp',
    signatures: ['AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516'],
  },
] as const

/** A valid simple signature of a P2WSH 2-of-2 multisig address: a script the verifier does not read. */
export const p2wshVector = {
  message: 'GDU6AXT64O5ZS4AHHXK5JETYRM',
  address: 'bc1qa8xp82hejuydq8d9yc44s662ras5ncr98gxz3n53s6vklwgrczrqc4fqtn',
  signature:
    'BABIMEUCIQCLKarc4DfTq5bmqPVjRZ/qBvRPy886P2dM1tDK/92WIgIgN7y495rkp5FPcpjohhl8Knmo9rf63tPLGIVo8PKE81ABSDBFAiEAz2U1cppenj2Kbg8DkS3wXMmAN4jvZvsP/PdcCI1akogCIFlrCbW2+GbMRkvObV2utVdHYBxIJhM6DJlv1NIwViXBAUdSIQJx+IVtFfezY//G7PB/9/Z2fWatDxm5+M0195sX3Y1qoyECvDKp35BSlVD2TFqMPy7MlXJrqGl3nkQAgo51DfiRIqlSrg==',
} as const

/** A valid full signature (a whole to_sign, version 2, time locks) of a P2WPKH address: not read. */
export const fullVector = {
  message: 'YGIAANMREUXLFRI4HIEOCE4T23',
  address: 'bc1qkwzsslep5elkuat4608v7tpntpr3d9n7w5cwwq',
  signature:
    'AgAAAAABAaVatLF3wpACTG5XowFYPJPv65lgTlZypjUV9d1DNduCAAAAAADgBwAAAQAAAAAAAAAAAWoCRzBEAiB+SJdR6bVLpv5+kK8pOXSUDS24rU53YkTQEvelQJ22uwIgEfqM8eYTupu4LtA0Tz7z1LIbhpP2PrUxWEt9osnrxFEBIQMasC7JaIHbbAUt1kU81yx7S4QHScnEDBs4GsdHDPMPSuAHAAA=',
} as const

/** The BIP's error vectors that must not verify (wrong message, wrong signer, malformed). */
export const invalidVectors = [
  {
    message: 'Wrong message that was not signed',
    address: bipKey.address,
    signature: simpleVectors[0].signatures[0],
  },
  {
    message: '',
    address: 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
    signature: simpleVectors[0].signatures[0],
  },
  { message: '', address: bipKey.address, signature: 'smpAA==' },
  { message: '', address: bipKey.address, signature: 'fooAA==' },
  { message: '', address: bipKey.address, signature: 'not-valid-base64!!!' },
  {
    message: 'OVKTTPEFKLUOTAOJSPCKIHCQZW',
    address: 'bc1qkntwc3c4dzxh9xh6875l03fn3vkk023jgak3u7',
    signature: simpleVectors[3].signatures[0],
  },
  {
    message: 'ESHJI7MWUL64AXHBI42L3UR4QA',
    address: 'bc1qx3f9s3scavc92s3g2fhwzqzn7qucd37ez03jpf',
    signature: simpleVectors[3].signatures[0],
  },
  {
    message: 'IHUVDIXOZV7EE7RU6CP7JUS57N',
    address: 'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp',
    signature: simpleVectors[4].signatures[0],
  },
  {
    message: 'TPIZPITUIHEUHO5ACOL6W6MBVD',
    address: 'bc1pr72av8sh7qc2ssxs8w0hlj0cl82g2q2dvypngzgsrmd4plml84ksmfyv0q',
    signature: simpleVectors[4].signatures[0],
  },
  {
    message: 'incorrect prefix',
    address: 'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
    signature: 'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
  },
] as const

/**
 * bitcoinjs-message's README example (BIP-137): one key, the P2PKH header (31) and the same signature with
 * the P2SH-P2WPKH (35) and P2WPKH (39) headers.
 */
export const legacyVector = {
  wif: 'L4rK1yDtCWekvXuE6oXD9jCYfFNV2cWRpVuPLBcCU2z8TrisoyY1',
  message: 'This is an example of a signed message.',
  p2pkhAddress: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  p2pkh: 'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
  p2shP2wpkh: 'I9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
  p2wpkh: 'J9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
} as const
